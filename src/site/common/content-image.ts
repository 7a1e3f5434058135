import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * An image named in content YAML or MDX frontmatter (`src` a path from that file, `alt` its
 * description), processed by sharp.
 */
export interface ContentImage {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}
