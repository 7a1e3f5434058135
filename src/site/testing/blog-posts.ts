/**
 * Blog posts as Sanity (or the local posts sourced as the same node types) give them, for the
 * tests of the blog list, the blog page and the post template.
 */
import type { BlogImage, BlogPostSummary } from '@/site/blog/blog-post-types';

/** A post's main image: its alt text, address and original size. */
export const blogImage = (alt: string, url: string, width: number, height: number): BlogImage => ({
  alt,
  asset: { url, metadata: { dimensions: { width, height } } },
});

/** A post whose id is made from its slug, as the local posts' and the fixtures' are. */
const summary = (
  slug: string,
  title: string,
  publishedAt: string,
  author: string,
  mainImage: BlogImage,
): BlogPostSummary => ({
  _id: `post-${slug}`,
  title,
  slug: { current: slug },
  publishedAt,
  author: { name: author },
  mainImage,
});

export const kentePost = summary(
  'caring-for-kente',
  'Caring for kente and other hand-woven cloth',
  '2023-09-21',
  'Kwame Owusu',
  blogImage(
    'A folded kente cloth in gold and green.',
    'https://cdn.sanity.io/images/abc123/production/kente-2000x1000.jpg',
    2000,
    1000,
  ),
);

export const whitesPost = summary(
  'keeping-whites-white',
  'How to keep white clothes white in Accra',
  '2023-08-14',
  'Akosua Mensah',
  blogImage(
    'A crisp white shirt on a hanger against a teal wall.',
    'https://cdn.sanity.io/images/abc123/production/whites-2000x1200.jpg',
    2000,
    1200,
  ),
);

export const expressPost = summary(
  'express-or-standard',
  'Same-Day Express or Standard: which to choose',
  '2023-10-02',
  'Efua Boateng',
  blogImage('A delivery rider handing over a laundry bag.', '/images/blog/express-or-standard.webp', 1000, 600),
);
