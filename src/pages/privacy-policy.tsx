import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import { formatDate } from '@laundry-accra/domain/format';
import { PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { LegalDocument } from '@/site/legal/legal-document';
import { withFacts } from '@/site/fact-text';
import { Seo } from '@/site/seo/seo';
import { useSiteInfo } from '@/site/site-facts';

/** A privacy section (SPEC §3: id, title, text). */
interface PrivacyItem {
  yamlId: number;
  title: string;
  text: string;
}

/** When the policy last changed (SPEC §9). */
const LAST_UPDATED = '2023-07-10';

/** Privacy Policy: ten numbered sections, last updated 10 July 2023. */
export default function PrivacyPolicyPage({
  data,
}: PageProps<{ allPrivacyYaml: { nodes: PrivacyItem[] } }>) {
  const { facts } = useSiteInfo();
  const sections = data.allPrivacyYaml.nodes.map((item) => ({
    title: item.title,
    body: <p>{withFacts(item.text, facts)}</p>,
  }));
  return (
    <Layout>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        text="What we collect when you use our website, app and branches, why, and the choices you have."
      />
      <LegalDocument
        sections={sections}
        updated={
          <>
            Last updated: <time dateTime={LAST_UPDATED}>{formatDate(LAST_UPDATED)}</time>
          </>
        }
      />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Privacy Policy"
    description="How Adom Laundry & Dry Cleaning collects, uses and protects your personal information, and your rights under Ghana's Data Protection Act."
    path="/privacy-policy"
  />
);

export const query = graphql`
  query PrivacyPolicyPage {
    allPrivacyYaml(sort: { yamlId: ASC }) {
      nodes {
        yamlId
        title
        text
      }
    }
  }
`;
