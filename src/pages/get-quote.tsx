import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { Tabs } from '@/design-system/Tabs/Tabs';
import type { CatalogueItemNode } from '@/site/catalogue/catalogue-nodes';
import { useLiveItems } from '@/site/catalogue/use-live-list';
import { PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { CallbackForm } from '@/site/quote/callback-form';
import { Seo } from '@/site/seo/seo';

const Card = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

// The calculator's code loads when its tab is first opened (the callback form is what shows first).
const QuoteCalculator = React.lazy(() => import('@/site/quote/quote-calculator').then((module) => ({ default: module.QuoteCalculator })));

interface QuoteData {
  allCatalogueItem: { nodes: CatalogueItemNode[] };
}

/** Get Quote: request a callback, or estimate an order with the calculator. */
export default function GetQuotePage({ data }: PageProps<QuoteData>) {
  const items = useLiveItems(data.allCatalogueItem.nodes, 'items');
  return (
    <Layout>
      <PageHero
        eyebrow="Get a quote"
        title="What will it cost?"
        text="Ask us to call you back, or add your items to the Quote Form for an instant estimate."
      />
      <Section tone="muted" compact>
        <Card>
          <Tabs
            label="Ways to get a quote"
            tabs={[
              {
                id: 'callback',
                label: 'Request A Callback',
                content: (
                  <>
                    <Lead>Leave your details and tell us what needs cleaning. We will call you back to confirm a price and a pickup time.</Lead>
                    <CallbackForm />
                  </>
                ),
              },
              {
                id: 'quote',
                label: 'Quote Form',
                content: (
                  <>
                    <Lead>
                      Add the items you want cleaned to see an estimate, in Ghana cedis. Kilos and square metres are
                      weighed or measured at pickup; mending is priced when we see the work.
                    </Lead>
                    <React.Suspense fallback={<Spinner label="Loading the quote form" />}>
                      <QuoteCalculator items={items} />
                    </React.Suspense>
                  </>
                ),
              },
            ]}
          />
        </Card>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Get Quote"
    description="Request a callback or estimate the cost of your laundry and dry cleaning in Accra with our quote calculator."
    path="/get-quote"
  />
);

export const query = graphql`
  query GetQuotePage {
    allCatalogueItem(sort: { name: ASC }) {
      nodes {
        ...CatalogueItemFields
      }
    }
  }
`;
