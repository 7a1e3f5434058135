import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';
import styled from 'styled-components';

/*
 * 1. The width and height attributes give the browser the picture's proportions before it loads,
 *    so nothing below it moves; CSS then lets it fill its column.
 */
const Img = styled.img`
  display: block;
  width: 100%;
  height: auto; /* [1] */
`;

export interface PictureProps {
  /** What gatsby-plugin-image's `gatsbyImageData` resolver made at build time (sizes, formats). */
  image: IGatsbyImageData;
  alt: string;
  /** 'eager' for the picture that is the page's largest paint; lazy below the fold. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the largest picture above the fold. */
  fetchPriority?: 'high' | 'auto';
}

/**
 * A responsive picture from gatsby-plugin-image's build-time data: WebP and fallback sources at
 * every width sharp produced, lazy below the fold, sized so nothing shifts. It renders the
 * plugin's data as plain HTML instead of using its GatsbyImage component, whose browser code
 * loads React's server renderer (about 60 KB gzipped) on every page with a picture.
 */
export function Picture({ image, alt, loading = 'lazy', fetchPriority }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <Img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  );
}
