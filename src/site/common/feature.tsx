import * as React from 'react';
import styled from 'styled-components';
import { Section, type SectionTone } from '@/design-system/Section/Section';
import type { ContentImage } from './content-image';
import { Picture } from './picture';
import { SideBySide, SideWords } from './side-by-side';

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export interface FeatureProps {
  title: string;
  /** The words under the heading: paragraphs (an MDX file's content). */
  children: React.ReactNode;
  image: ContentImage;
  /** Picture on the left on wide screens. */
  reverse?: boolean;
  tone?: SectionTone;
}

/** A band of words beside a picture (the About page's sections). */
export function Feature({ title, children, image, reverse = false, tone = 'plain' }: FeatureProps) {
  const data = image.src?.childImageSharp?.gatsbyImageData;
  const headingId = React.useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <SideBySide $reverse={reverse}>
        <SideWords>
          <h2 id={headingId}>{title}</h2>
          {children}
        </SideWords>
        {data && (
          <Frame>
            <Picture image={data} alt={image.alt} />
          </Frame>
        )}
      </SideBySide>
    </Section>
  );
}
