import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** An image named in content YAML (`src` a path next to it, `alt` its description), processed by sharp. */
export interface ContentImage {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}
