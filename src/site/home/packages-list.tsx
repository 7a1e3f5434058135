import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Section } from '@/design-system/Section/Section';
import { paths } from '@/lib/paths';
import type { CataloguePackage } from '@/site/catalogue/catalogue-types';
import { packageDescriptionLines } from '@laundry-accra/domain/catalogue';
import { packagePrice } from '@/site/catalogue/package-price';
import { Icon } from '@/site/common/icon';
import { VisuallyHidden } from '@/site/common/visually-hidden';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

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
  padding: ${({ theme }) => theme.space[6]};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Features = styled.ul`
  display: grid;
  flex: 1;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space[10]};
  text-align: center;
`;

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
                {packageDescriptionLines(pkg.description).map((line) => (
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
