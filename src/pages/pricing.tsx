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

/** Pricing: search every item, and the Laundry and Dry Cleaning tables. */
export default function PricingPage({ data }: PageProps<PricingData>) {
  const items = useLiveItems(data.allCatalogueItem.nodes, 'prices');
  return (
    <Layout>
      <PageHero
        eyebrow="Pricing"
        title="Clear prices, per piece"
        text="Every price includes stain treatment and careful finishing. Pickup and delivery are arranged when you book."
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
    description="Laundry and dry-cleaning prices in Accra, per piece in Ghana cedis: shirts, suits, duvets, kente, bridal gowns and more. Search any item."
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
