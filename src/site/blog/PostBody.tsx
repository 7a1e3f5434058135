import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react';
import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { theme } from '@/design-system/tokens';

const Prose = styled.div`
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.lg};
  line-height: 1.7;

  h2 {
    margin: ${theme.space[10]} 0 ${theme.space[4]};
    font-size: ${theme.fontSizes['2xl']};
  }

  h3 {
    margin: ${theme.space[8]} 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.xl};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${theme.space[5]};
  }

  li + li {
    margin-top: ${theme.space[2]};
  }

  blockquote {
    margin: ${theme.space[8]} 0;
    padding: ${theme.space[4]} ${theme.space[6]};
    border-left: ${theme.space[1]} solid ${theme.colors.accent};
    border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
    background: ${theme.colors.accentSoft};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
  }
`;

/** Internal links move within the site (Gatsby's router); others open as ordinary links. */
const components: PortableTextComponents = {
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
      <PortableText value={blocks as PortableTextBlock[]} components={components} />
    </Prose>
  );
}
