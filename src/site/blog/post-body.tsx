import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react';
import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { BODY_IMAGE_WIDTHS, heightAt, sanityImageUrl } from './sanity-image';

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;

  h2 {
    margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  h3 {
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[5]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  figure {
    margin: ${({ theme }) => theme.space[8]} 0;
  }

  figure img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  blockquote {
    margin: ${({ theme }) => theme.space[8]} 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
    border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.accentSoft};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A picture in a post's body as Sanity gives it, its asset resolved (resolveReferences). */
interface BodyImage {
  alt?: string;
  caption?: string;
  asset?: { url?: string; metadata?: { dimensions?: { width: number; height: number } } } | null;
}

/** The column is at most this wide: the picture's `src` and reserved size. */
const LARGE = BODY_IMAGE_WIDTHS[BODY_IMAGE_WIDTHS.length - 1];

/** A picture with its alt text and caption, requested from Sanity's image CDN at the widths the column needs. */
function BodyPicture({ value }: { value: BodyImage }) {
  const url = value.asset?.url;
  if (!url) return null;
  return (
    <figure>
      <img
        src={sanityImageUrl(url, LARGE)}
        srcSet={BODY_IMAGE_WIDTHS.map((width) => `${sanityImageUrl(url, width)} ${width}w`).join(', ')}
        sizes={`(max-width: ${LARGE}px) 100vw, ${LARGE}px`}
        alt={value.alt ?? ''}
        width={LARGE}
        height={heightAt(LARGE, value.asset?.metadata?.dimensions)}
        loading="lazy"
        decoding="async"
      />
      {value.caption && <figcaption>{value.caption}</figcaption>}
    </figure>
  );
}

/**
 * Internal links move within the site (Gatsby's router); others open as ordinary links. Pictures
 * are the only non-text blocks the Studio allows (studio/schema-types/block-content.ts); anything
 * else is left out rather than drawn as raw data.
 */
const components: PortableTextComponents = {
  types: { image: BodyPicture },
  unknownType: () => null,
  marks: {
    link: ({ value, children }) => {
      const href: string = value?.href ?? '';
      if (href.startsWith('/') && !href.startsWith('/app')) return <Link to={href}>{children}</Link>;
      return (
        <a href={href} rel={href.startsWith('http') ? 'noopener' : undefined}>
          {children}
        </a>
      );
    },
  },
};

/** A post's rich body (Portable Text from Sanity or the local Markdown posts). */
export function PostBody({ blocks }: { blocks: readonly unknown[] }) {
  return (
    <Prose data-ui="post-body">
      <PortableText value={blocks as PortableTextBlock[]} components={components} onMissingComponent={false} />
    </Prose>
  );
}
