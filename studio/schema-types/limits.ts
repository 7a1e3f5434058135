/**
 * The lengths the site can show: a title fits the page's heading and the browser tab, an excerpt
 * and an SEO description fit a search result. The site's build and the schema test read these too.
 */
export const LIMITS = {
  titleMax: 100,
  slugMax: 96,
  excerptMin: 50,
  excerptMax: 200,
  seoTitleMax: 60,
  seoDescriptionMax: 160,
  altMax: 160,
  captionMax: 200,
  bioMax: 400,
} as const;

/** Link addresses an editor may put in a post: the web, email, phone, or a page of the site (/pricing). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
