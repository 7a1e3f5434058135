import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import { HighlightTiles, type Highlight } from '@/site/common/highlight-tiles';
import { PageHero } from '@/site/common/page-hero';
import { withFacts } from '@/site/fact-text';
import { Layout } from '@/site/layout/layout';
import { Seo } from '@/site/seo/seo';
import { Faq, type FaqItem } from '@/site/services/faq';
import { ServiceBlock, type Service } from '@/site/services/service-block';
import { useSiteInfo } from '@/site/site-facts';

interface ServicesData {
  servicesYaml: { hero: { eyebrow: string; title: string; text: string }; blocks: Service[] };
  allHighlightsYaml: { nodes: Highlight[] };
  allFaqYaml: { nodes: { yamlId: number; question: string; answer: string }[] };
}

/** Services: hero, the promises, the six services and the FAQ. */
export default function ServicesPage({ data }: PageProps<ServicesData>) {
  const { hero, blocks } = data.servicesYaml;
  const { facts } = useSiteInfo();
  const faq: FaqItem[] = data.allFaqYaml.nodes.map(({ yamlId, question, answer }) => ({
    id: yamlId,
    question,
    answer: withFacts(answer, facts),
  }));
  return (
    <Layout>
      <PageHero {...hero} />
      <HighlightTiles highlights={data.allHighlightsYaml.nodes} />
      {blocks.map((service, index) => (
        <ServiceBlock key={service.name} service={service} index={index} />
      ))}
      <Faq items={faq} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Services"
    description="Laundry, dry cleaning, ironing, folding, carpet and sneaker cleaning in Accra, with stain removal and pickup and delivery. Answers to 13 common questions."
    path="/services"
  />
);

export const query = graphql`
  query ServicesPage {
    servicesYaml {
      hero {
        eyebrow
        title
        text
      }
      blocks {
        name
        prices
        flex_reverse
        content
        imagesList {
          alt
          src {
            childImageSharp {
              gatsbyImageData(
                width: 300
                aspectRatio: 1.3333
                breakpoints: [180, 240, 300, 450, 600]
              )
            }
          }
        }
      }
    }
    allHighlightsYaml {
      nodes {
        icon
        title
        text
      }
    }
    allFaqYaml(sort: { yamlId: ASC }) {
      nodes {
        yamlId
        question
        answer
      }
    }
  }
`;
