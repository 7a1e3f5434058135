import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';
import type { ContentImage } from '../common/content-image';
import { Picture } from '../common/Picture';
import { SideBySide, SideWords } from '../common/SideBySide';
import { theme } from '@/design-system/tokens';

/** A service as content/services.yaml describes it (SPEC §3: name, flex_reverse, imagesList, content). */
export interface Service {
  name: string;
  flex_reverse: boolean;
  content: string[];
  imagesList: ContentImage[];
}

const Block = styled.section`
  padding: ${theme.space[12]} 0;

  ${theme.media.lg} {
    padding: ${theme.space[16]} 0;
  }
`;

const Ordinal = styled.span`
  display: block;
  margin-bottom: ${theme.space[2]};
  color: ${theme.colors.warning};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.12em;
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};

  ${theme.media.md} {
    gap: ${theme.space[4]};
  }

  & > * {
    border-radius: ${theme.radii.lg};
    overflow: hidden;
    box-shadow: ${theme.shadows.sm};
  }
`;

/** One service: its name and description beside four pictures, on alternating sides. */
export function ServiceBlock({ service, index }: { service: Service; index: number }) {
  const headingId = React.useId();
  return (
    <Block aria-labelledby={headingId} data-ui="service-block" data-reverse={service.flex_reverse}>
      <Container>
        <SideBySide $reverse={service.flex_reverse} $picturesWidth="1.1fr">
          <SideWords>
            <Ordinal aria-hidden="true">{String(index + 1).padStart(2, '0')}</Ordinal>
            <h2 id={headingId}>{service.name}</h2>
            {service.content.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </SideWords>
          <Pictures>
            {service.imagesList.map((image) =>
              image.src?.childImageSharp ? (
                <Picture key={image.alt} image={image.src.childImageSharp.gatsbyImageData} alt={image.alt} />
              ) : null,
            )}
          </Pictures>
        </SideBySide>
      </Container>
    </Block>
  );
}
