import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import type { ContentImage } from '../site/common/content-image';
import { Feature } from '../site/common/Feature';
import { HighlightTiles, type Highlight } from '../site/common/HighlightTiles';
import { PageHero } from '../site/common/PageHero';
import { Layout } from '../site/layout/Layout';
import { BusinessJsonLd } from '../site/seo/BusinessJsonLd';
import { Seo } from '../site/seo/Seo';

interface AboutSection {
  title: string;
  paragraphs: string[];
  image: ContentImage;
}

interface AboutData {
  aboutYaml: {
    hero: { eyebrow: string; title: string; text: string };
    reinventing: AboutSection;
    whoWeAre: AboutSection;
  };
  allHighlightsYaml: { nodes: Highlight[] };
}

/** About Us: hero, the promises, 'Reinventing the future of laundry and dry cleaning' and 'Who We Are'. */
export default function AboutPage({ data }: PageProps<AboutData>) {
  const { hero, reinventing, whoWeAre } = data.aboutYaml;
  return (
    <Layout>
      <PageHero {...hero} />
      <HighlightTiles highlights={data.allHighlightsYaml.nodes} />
      <Feature {...reinventing} />
      <Feature {...whoWeAre} reverse tone="muted" />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="About Us"
    description="Adom means grace in Twi. Meet the Accra laundry and dry-cleaning team in East Legon and Osu, cleaning every garment with care since 2023."
    path="/about"
  >
    <BusinessJsonLd />
  </Seo>
);

export const query = graphql`
  query AboutPage {
    aboutYaml {
      hero {
        eyebrow
        title
        text
      }
      reinventing {
        title
        paragraphs
        image {
          alt
          src {
            childImageSharp {
              gatsbyImageData(width: 600, aspectRatio: 1.3333, breakpoints: [360, 480, 600, 900, 1200])
            }
          }
        }
      }
      whoWeAre {
        title
        paragraphs
        image {
          alt
          src {
            childImageSharp {
              gatsbyImageData(width: 600, aspectRatio: 1.3333, breakpoints: [360, 480, 600, 900, 1200])
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
  }
`;
