import * as React from 'react';
import styled from 'styled-components';
import { Section, type SectionTone } from '../../design-system/Section/Section';
import type { ContentImage } from './content-image';
import { Picture } from './Picture';
import { theme } from '../../design-system/tokens';

/*
 * 1. Phones: the picture above the words. Wide screens: side by side, the picture on the
 *    right, or on the left when reversed.
 */
const Layout = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: ${theme.space[8]};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: 1fr 1fr; /* [1] */
    gap: ${theme.space[16]};

    & > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)}; /* [1] */
    }
  }
`;

const Words = styled.div`
  h2 {
    font-size: ${theme.fontSizes['3xl']};
  }

  p {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
`;

export interface FeatureProps {
  title: string;
  paragraphs: readonly string[];
  image: ContentImage;
  /** Picture on the left on wide screens. */
  reverse?: boolean;
  tone?: SectionTone;
}

/** A band of words beside a picture (the About page's sections). */
export function Feature({ title, paragraphs, image, reverse = false, tone = 'plain' }: FeatureProps) {
  const data = image.src?.childImageSharp?.gatsbyImageData;
  const headingId = React.useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Layout $reverse={reverse}>
        <Words>
          <h2 id={headingId}>{title}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </Words>
        {data && (
          <Frame>
            <Picture image={data} alt={image.alt} />
          </Frame>
        )}
      </Layout>
    </Section>
  );
}
