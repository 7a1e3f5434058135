import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import { PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { LegalDocument } from '@/site/legal/legal-document';
import { Seo } from '@/site/seo/seo';

/** A terms section (SPEC §3: title, list of terms). */
interface TermsSection {
  title: string;
  terms: string[];
}

/** Terms and Conditions: nine numbered sections. */
export default function TermsPage({ data }: PageProps<{ allTermsYaml: { nodes: TermsSection[] } }>) {
  const sections = data.allTermsYaml.nodes.map((section) => ({
    title: section.title,
    body: (
      <ul>
        {section.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    ),
  }));
  return (
    <Layout>
      <PageHero
        eyebrow="Legal"
        title="Terms and Conditions"
        text="The terms every pickup, cleaning and delivery is made on. Please read them before you book."
      />
      <LegalDocument sections={sections} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Terms and Conditions"
    description="The terms of service of Adom Laundry & Dry Cleaning: bookings, prices and payment on delivery, turnaround times, complaints within 24 hours, refunds and Ghanaian law."
    path="/terms"
  />
);

export const query = graphql`
  query TermsPage {
    allTermsYaml(sort: { yamlId: ASC }) {
      nodes {
        title
        terms
      }
    }
  }
`;
