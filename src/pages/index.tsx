import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';
import type { CataloguePackageNode } from '@/site/catalogue/catalogue-nodes';
import { useLivePackages } from '@/site/catalogue/use-live-list';
import { Benefits } from '@/site/home/benefits';
import type { HomeContent } from '@/site/home/home-content';
import { HomeHero } from '@/site/home/home-hero';
import { HowItWorks } from '@/site/home/how-it-works';
import { PackagesList } from '@/site/home/packages-list';
import { PartnerLogos } from '@/site/home/partner-logos';
import { ReviewsWidget } from '@/site/home/reviews-widget';
import { ServicesGrid } from '@/site/home/services-grid';
import { Layout } from '@/site/layout/layout';
import { BusinessJsonLd } from '@/site/seo/business-json-ld-script';
import { Seo } from '@/site/seo/seo';

interface HomeData {
  homeYaml: HomeContent;
  heroImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  allCataloguePackage: { nodes: CataloguePackageNode[] };
}

/** The home page: hero, promises, services, packages, how it works, reviews and partners. */
export default function HomePage({ data }: PageProps<HomeData>) {
  const { hero, benefits, services, packages, steps, reviews, partners } = data.homeYaml;
  const livePackages = useLivePackages(data.allCataloguePackage.nodes, 'packages');
  return (
    <Layout>
      <HomeHero {...hero} image={data.heroImage?.childImageSharp?.gatsbyImageData ?? null} />
      <Benefits benefits={benefits} />
      <ServicesGrid title={services.title} text={services.text} services={services.list} />
      <PackagesList title={packages.title} text={packages.text} packages={livePackages} />
      <HowItWorks title={steps.title} text={steps.text} steps={steps.list} />
      <ReviewsWidget
        title={reviews.title}
        scriptUrl={process.env.GATSBY_REVIEWS_WIDGET_URL}
        containerClass={process.env.GATSBY_REVIEWS_WIDGET_CLASS}
      />
      <PartnerLogos title={partners.title} partners={partners.list} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Laundry and dry cleaning in Accra"
    description="Laundry, dry cleaning, ironing, carpet and sneaker cleaning in Accra, collected from your door. Same-Day Express in 24 hours, Standard in 48 to 72. Branches in East Legon and Osu."
    path="/"
  >
    <BusinessJsonLd />
  </Seo>
);

export const query = graphql`
  query HomePage {
    homeYaml {
      hero {
        eyebrow
        title
        text
      }
      benefits {
        icon
        title
        text
      }
      services {
        title
        text
        list {
          icon
          title
          text
          prices
        }
      }
      packages {
        title
        text
      }
      steps {
        title
        text
        list {
          icon
          title
          text
        }
      }
      reviews {
        title
      }
      partners {
        title
        list {
          name
          logo
        }
      }
    }
    heroImage: file(relativePath: { eq: "home/hero.webp" }, sourceInstanceName: { eq: "images" }) {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.1628
          placeholder: NONE
          breakpoints: [360, 480, 600, 800, 1000]
          sizes: "(min-width: 1024px) 600px, 100vw"
        )
      }
    }
    allCataloguePackage(sort: { position: ASC }) {
      nodes {
        ...CataloguePackageFields
      }
    }
  }
`;
