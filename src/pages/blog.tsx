import { graphql, type HeadFC, type PageProps } from 'gatsby';
import * as React from 'react';
import { Section } from '@/design-system/Section/Section';
import type { BlogPostSummary } from '@/site/blog/blog-post-types';
import { BlogList } from '@/site/blog/blog-list';
import { PageHero } from '@/site/common/page-hero';
import { Layout } from '@/site/layout/layout';
import { Seo } from '@/site/seo/seo';

interface BlogData {
  allSanityPost: { nodes: BlogPostSummary[] };
}

/** The blog: every post as a card. */
export default function BlogPage({ data }: PageProps<BlogData>) {
  return (
    <Layout>
      <PageHero
        eyebrow="Blog"
        title="Care tips and news"
        text="Advice from our launderers and tailors on keeping clothes, shoes and linen at their best, and news from our two branches."
      />
      <Section width="wide">
        <BlogList posts={data.allSanityPost.nodes} />
      </Section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Blog"
    description="Laundry and garment care advice from Adom Laundry & Dry Cleaning in Accra: keeping whites white, caring for kente, choosing a turnaround and more."
    path="/blog"
  />
);

export const query = graphql`
  query BlogPage {
    allSanityPost(sort: { _createdAt: DESC }) {
      nodes {
        ...BlogPostSummaryFields
      }
    }
  }
`;
