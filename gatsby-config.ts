import type { GatsbyConfig } from 'gatsby';

/** `gatsby build` (the built site), as opposed to `gatsby develop`. */
const isBuild = process.env.NODE_ENV === 'production';

/** The public origin the site is served from (canonical URLs, sitemap, Open Graph). */
const siteUrl = process.env.SITE_URL || 'https://adomlaundry.com.gh';

/**
 * GraphQL type of each YAML file in content/: `faq.yaml` -> FaqYaml, `site.yaml` -> SiteYaml, and the
 * local blog posts in content/blog/ -> LocalBlogPost (gatsby-node turns those into Sanity-shaped nodes).
 */
function contentTypeName({ node }: { node: { name: string; relativeDirectory?: string } }): string {
  if (node.relativeDirectory === 'blog') return 'LocalBlogPost';
  const words = `${node.name} yaml`.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

/**
 * The blog comes from Sanity when SANITY_PROJECT_ID is set; otherwise gatsby-node sources the posts
 * in content/blog/ as the same node types, so a build works offline. SANITY_API_HOST points the
 * plugin at another host (the fixture server in tests).
 */
export function sanityPluginOptions(env: NodeJS.ProcessEnv = process.env) {
  const projectId = env.SANITY_PROJECT_ID;
  if (!projectId) return undefined;
  return {
    projectId,
    dataset: 'production',
    apiVersion: '2023-10-13',
    useCdn: false,
    token: env.SANITY_TOKEN,
    watchMode: false,
    overlayDrafts: false,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST } : {}),
  };
}

function sanityPlugins() {
  const options = sanityPluginOptions();
  return options ? [{ resolve: 'gatsby-source-sanity', options }] : [];
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Adom Laundry & Dry Cleaning',
    description:
      'Laundry, dry cleaning, ironing and garment repair in Accra, with pickup and delivery free from 5 kg. Same-Day Express in 24 hours.',
    siteUrl,
  },
  graphqlTypegen: false,
  trailingSlash: 'never',
  // `npm run dev`: Gatsby's dev server forwards /api to the API started beside it.
  proxy: [{ prefix: '/api', url: process.env.API_URL || 'http://127.0.0.1:8000' }],
  plugins: [
    /*
     * Preact in place of React in the built site, the app and the console: about 57 KB less
     * JavaScript on every page, and a quicker start (docs/decisions/083-preact-in-the-browser.md).
     */
    'gatsby-plugin-preact',
    {
      resolve: 'gatsby-plugin-styled-components',
      /*
       * In the built site, no component or file names in the code and the class names (about a
       * kilobyte of gzipped JavaScript a page, and bytes of every page's HTML), and styled
       * components a page does not use left out by the minifier. Development keeps the names, for
       * reading the page in the browser's tools (docs/decisions/056-start-up-on-a-low-end-phone.md).
       */
      options: isBuild ? { displayName: false, fileName: false, pure: true } : {},
    },
    // The site's words (content/: YAML, MDX, local blog posts) and its raster images (src/images).
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: `${__dirname}/src/images` } },
    { resolve: 'gatsby-transformer-yaml', options: { typeName: contentTypeName } },
    // Long-form prose (content/about/*.mdx): Mdx nodes for the frontmatter, and .mdx files a page
    // imports compiled to React components.
    'gatsby-plugin-mdx',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // AVIF encoding doubles the build time on small machines for a few kilobytes; WebP is enough.
      options: { defaults: { formats: ['auto', 'webp'], quality: 72, placeholder: 'dominantColor' } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/404.html', '/dev-404-page', '/app', '/app/**', '/ops', '/ops/**'] },
    },
    ...sanityPlugins(),
  ],
};

export default config;
