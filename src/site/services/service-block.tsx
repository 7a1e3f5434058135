import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { paths } from '@/lib/paths';
import { Container } from '@/design-system/Container/Container';
import type { ContentImage } from '@/site/common/content-image';
import { Picture } from '@/site/common/picture';
import { SideBySide, SideWords } from '@/site/common/side-by-side';

/** A service as content/services.yaml describes it (SPEC §3: name, flex_reverse, imagesList, content). */
export interface Service {
  name: string;
  /** The category of its prices on /pricing ('Ironing & Folding'). */
  prices: string;
  flex_reverse: boolean;
  content: string[];
  imagesList: ContentImage[];
}

const Block = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[16]} 0;
  }
`;

const Ordinal = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.warning};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }

  & > * {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.sm};
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
            <p>
              <Link to={paths.pricingCategory(service.prices)}>See {service.prices} prices</Link>
            </p>
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
