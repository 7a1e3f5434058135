import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react';
import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';

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
