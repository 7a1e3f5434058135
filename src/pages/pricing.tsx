import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { PaymentMarks } from '@/design-system/PaymentMarks/PaymentMarks';
import { Section } from '@/design-system/Section/Section';
import type { CatalogueItemNode } from '@/site/catalogue/catalogue-nodes';
import { useLiveItems } from '@/site/catalogue/use-live-list';
import { PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { PricingSearch } from '@/site/pricing/pricing-search';
import { PricingTables } from '@/site/pricing/pricing-tables';
import { Seo } from '@/site/seo/seo';

const SearchRow = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`;

interface PricingData {
  allCatalogueItem: { nodes: CatalogueItemNode[] };
}

/** Pricing: search every item, the Laundry and Dry Cleaning tables, then one per further service. */
export default function PricingPage({ data }: PageProps<PricingData>) {
  const items = useLiveItems(data.allCatalogueItem.nodes, 'prices');
  return (
    <Layout>
      <PageHero
        eyebrow="Pricing"
        title="Clear prices, in the unit you book"
        text="Clothes by the piece, sneakers by the pair, wash and fold by the kilo, carpets and rugs by the square metre, mending from a set price. Every price includes stain treatment and careful finishing."
      >
        <SearchRow>
          <PricingSearch items={items} />
        </SearchRow>
      </PageHero>
      <Section width="wide">
        <PayWays>
          <span>Pay online by card or mobile money:</span>
          <PaymentMarks />
        </PayWays>
        <PricingTables items={items} />
      </Section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Pricing"
    description="Laundry, dry-cleaning, ironing, carpet, sneaker and mending prices in Accra, in Ghana cedis: shirts, suits, duvets, kente, rugs per m², sneakers per pair and more. Search any item."
    path="/pricing"
  />
);

export const query = graphql`
  query PricingPage {
    allCatalogueItem(sort: { name: ASC }) {
      nodes {
        ...CatalogueItemFields
      }
    }
  }
`;

const PayWays = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
