/** A blog post as the list and the template query it (Sanity's shape, whichever source built it). */
import { graphql } from 'gatsby';

export interface BlogImage {
  alt: string | null;
  asset: { url: string; metadata: { dimensions: { width: number; height: number } } | null } | null;
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
  /** Portable Text blocks. */
  _rawBody: unknown[] | null;
}
