/**
 * Blog posts as Sanity (or the local posts sourced as the same node types) give them, for the
 * tests of the blog list, the blog page and the post template.
 */
import type { BlogImage, BlogPostSummary } from '../blog/blog-post-types';

/** A post's main image: its alt text, address and original size. */
export const blogImage = (alt: string, url: string, width: number, height: number): BlogImage => ({
  alt,
  asset: { url, metadata: { dimensions: { width, height } } },
});

export const kentePost: BlogPostSummary = {
  _id: 'post-caring-for-kente',
  title: 'Caring for kente and other hand-woven cloth',
  slug: { current: 'caring-for-kente' },
  publishedAt: '2023-09-21',
  author: { name: 'Kwame Owusu' },
  mainImage: blogImage(
    'A folded kente cloth in gold and green.',
    'https://cdn.sanity.io/images/abc123/production/kente-2000x1000.jpg',
    2000,
    1000,
  ),
};

export const whitesPost: BlogPostSummary = {
  _id: 'post-keeping-whites-white',
  title: 'How to keep white clothes white in Accra',
  slug: { current: 'keeping-whites-white' },
  publishedAt: '2023-08-14',
  author: { name: 'Akosua Mensah' },
  mainImage: blogImage(
    'A crisp white shirt on a hanger against a teal wall.',
    'https://cdn.sanity.io/images/abc123/production/whites-2000x1200.jpg',
    2000,
    1200,
  ),
};

export const expressPost: BlogPostSummary = {
  _id: 'post-express-or-standard',
  title: 'Same-Day Express or Standard: which to choose',
  slug: { current: 'express-or-standard' },
  publishedAt: '2023-10-02',
  author: { name: 'Efua Boateng' },
  mainImage: blogImage(
    'A delivery rider handing over a laundry bag.',
    '/images/blog/express-or-standard.webp',
    1000,
    600,
  ),
};
