/** A blog post as the list and the template query it (Sanity's shape, whichever source built it). */
import { graphql } from 'gatsby';

export interface BlogImage {
  alt: string | null;
  asset: { url: string; metadata: { dimensions: { width: number; height: number } } | null } | null;
  /** The point the editor marked as the picture's subject (0 to 1 across and down), kept in view when cropped. */
  hotspot?: { x: number | null; y: number | null } | null;
}

export interface BlogPostSummary {
  _id: string;
  title: string;
  slug: { current: string };
  publishedAt: string | null;
  author: { name: string } | null;
  mainImage: BlogImage | null;
}

/** What the list and the template ask of a post for a BlogPostSummary: `...BlogPostSummaryFields`. */
export const blogPostFragments = graphql`
  fragment BlogPostSummaryFields on SanityPost {
    _id
    title
    slug {
      current
    }
    publishedAt
    author {
      name
    }
    mainImage {
      alt
      hotspot {
        x
        y
      }
      asset {
        url
        metadata {
          dimensions {
            width
            height
          }
        }
      }
    }
  }
`;

export interface BlogPost extends BlogPostSummary {
  categories: { title: string }[] | null;
  /** One or two sentences about the post: its description in search results when no SEO description is set. */
  excerpt?: string | null;
  /** What search results and link previews show, when the editor set it. */
  seo?: { title: string | null; description: string | null } | null;
  /** Portable Text blocks, with the pictures' assets resolved (their url and size). */
  _rawBody: unknown[] | null;
}
