/// <reference types="mdx" />
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import Intro from '@/../content/about/hero.mdx';
import Reinventing from '@/../content/about/reinventing.mdx';
import WhoWeAre from '@/../content/about/who-we-are.mdx';
import { aboutMdxComponents } from '@/site/about/mdx-components';
import type { ContentImage } from '@/site/common/content-image';
import { Feature } from '@/site/common/feature';
import { HighlightTiles, type Highlight } from '@/site/common/highlight-tiles';
import { HeroText, PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { BusinessJsonLd } from '@/site/seo/business-json-ld-script';
import { Seo } from '@/site/seo/seo';

interface SectionFrontmatter {
  title: string;
  image: ContentImage;
}

interface AboutData {
  hero: { frontmatter: { eyebrow: string; title: string } };
  reinventing: { frontmatter: SectionFrontmatter };
  whoWeAre: { frontmatter: SectionFrontmatter };
  allHighlightsYaml: { nodes: Highlight[] };
}

/** The hero's words are the lead text under its title. */
const introComponents = { ...aboutMdxComponents, p: HeroText };

/**
 * About Us: hero, the promises, 'Reinventing the future of laundry and dry cleaning' and 'Who We
 * Are'. The words are content/about/*.mdx: their frontmatter (titles, pictures) comes through the
 * query, their prose is the imported MDX.
 */
export default function AboutPage({ data }: PageProps<AboutData>) {
  const { hero, reinventing, whoWeAre } = data;
  return (
    <Layout>
      <PageHero {...hero.frontmatter}>
        <Intro components={introComponents} />
      </PageHero>
      <HighlightTiles highlights={data.allHighlightsYaml.nodes} />
      <Feature {...reinventing.frontmatter}>
        <Reinventing components={aboutMdxComponents} />
      </Feature>
      <Feature {...whoWeAre.frontmatter} reverse tone="muted">
        <WhoWeAre components={aboutMdxComponents} />
      </Feature>
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
  fragment AboutSection on Mdx {
    frontmatter {
      title
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.3333
              breakpoints: [360, 480, 600, 900, 1200]
            )
          }
        }
      }
    }
  }

  query AboutPage {
    hero: mdx(internal: { contentFilePath: { glob: "**/content/about/hero.mdx" } }) {
      frontmatter {
        eyebrow
        title
      }
    }
    reinventing: mdx(internal: { contentFilePath: { glob: "**/content/about/reinventing.mdx" } }) {
      ...AboutSection
    }
    whoWeAre: mdx(internal: { contentFilePath: { glob: "**/content/about/who-we-are.mdx" } }) {
      ...AboutSection
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
