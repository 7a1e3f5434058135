import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { HighlightTiles, type Highlight } from '@/site/common/highlight-tiles';
import { PageHero } from '@/site/common/page-hero';
import { ContactInfo } from '@/site/contact/contact-info';
import { ContactMap } from '@/site/contact/contact-map';
import { ContactForm } from '@/site/forms/contact-form';
import { Layout } from '@/site/layout/layout';
import { BusinessJsonLd } from '@/site/seo/business-json-ld-script';
import { Seo } from '@/site/seo/seo';
import { branchesAddressPhrase, withFacts } from '@/site/fact-text';
import { useSiteInfo } from '@/site/site-facts';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 1fr;
    align-items: start;
  }
`;

const FormIntro = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface ContactData {
  contactYaml: {
    hero: { eyebrow: string; title: string; text: string };
    form: { title: string; text: string };
    info: { title: string };
  };
  allHighlightsYaml: { nodes: Highlight[] };
}

/** Contact: 'Get In Touch', the promises, the map of both branches, the form and the details. */
export default function ContactPage({ data }: PageProps<ContactData>) {
  const { hero, form, info } = data.contactYaml;
  const { facts } = useSiteInfo();
  return (
    <Layout>
      <PageHero {...hero} />
      <HighlightTiles highlights={data.allHighlightsYaml.nodes} />
      <Section title="Find us" intro="Two branches in Accra: East Legon and Osu." width="wide">
        <ContactMap branches={facts.branches} />
      </Section>
      <Section tone="muted" width="wide">
        <Columns>
          <div>
            <FormIntro>
              <h2>{form.title}</h2>
              <p>{form.text}</p>
            </FormIntro>
            <ContactForm />
          </div>
          <ContactInfo title={info.title} facts={facts} />
        </Columns>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC = () => {
  const { facts } = useSiteInfo();
  return (
    <Seo
      title="Contact"
      description={`Call, email or visit ${facts.name} at ${branchesAddressPhrase(facts)}. Open ${withFacts('{openingHours}', facts)}.`}
      path="/contact"
    >
      <BusinessJsonLd />
    </Seo>
  );
};

export const query = graphql`
  query ContactPage {
    contactYaml {
      hero {
        eyebrow
        title
        text
      }
      form {
        title
        text
      }
      info {
        title
      }
    }
    allHighlightsYaml {
      nodes {
        icon
        title
        text
      }
    }
  }
`;
