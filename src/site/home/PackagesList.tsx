import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Section } from '@/design-system/Section/Section';
import { paths } from '@/lib/paths';
import type { CataloguePackage } from '../catalogue/catalogue-types';
import { packagePrice } from '../catalogue/package-price';
import { Icon } from '../common/Icon';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';
import { theme } from '@/design-system/tokens';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${theme.space[6]};

  h3 {
    margin-bottom: ${theme.space[1]};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Price = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
`;

const Features = styled.ul`
  display: grid;
  flex: 1;
  align-content: start;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  list-style: none;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};

  li {
    display: flex;
    gap: ${theme.space[2]};
  }

  svg {
    flex-shrink: 0;
    color: ${theme.colors.success};
  }
`;

const More = styled.div`
  margin-top: ${theme.space[10]};
  text-align: center;
`;

/** Splits a package's description into its bullet lines (SPEC §3: one per line). */
export const descriptionLines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The home page's packages: picture, name, price per kg or month, what is included, Subscribe. */
export function PackagesList({ title, text, packages }: { title: string; text: string; packages: readonly CataloguePackage[] }) {
  return (
    <Section title={title} intro={text} eyebrow="Packages" tone="muted" width="wide">
      <CardGrid $columns={4}>
        {packages.map((pkg) => (
          <Card key={pkg.id}>
            <img src={pkg.image} alt="" width={240} height={160} loading="lazy" decoding="async" />
            <Body>
              <h3>{pkg.name}</h3>
              <Price>{packagePrice(pkg.name, pkg.price)}</Price>
              <Features>
                {descriptionLines(pkg.description).map((line) => (
                  <li key={line}>
                    <Icon name="check" size={18} />
                    {line}
                  </li>
                ))}
              </Features>
              {/* A plain link: the customer app's code is not prefetched on the public site. */}
              <Button as="a" href={paths.app.subscriptions} fullWidth aria-label={`Subscribe to ${pkg.name}`}>
                Subscribe
              </Button>
            </Body>
          </Card>
        ))}
      </CardGrid>
      <More>
        <Button as={Link} to={paths.pricing} variant="secondary" size="lg">
          See More<VisuallyHidden> prices and packages</VisuallyHidden>
        </Button>
      </More>
    </Section>
  );
}
