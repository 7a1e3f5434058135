import { type HeadFC } from 'gatsby';
import * as React from 'react';
import { Container } from '@/design-system/Container/Container';
import { Layout } from '@/site/layout/layout';
import { NotFoundContent } from '@/site/not-found/not-found-content';
import { Seo } from '@/site/seo/seo';

/** The page for any address that does not exist (the server sends it with status 404). */
export default function NotFoundPage() {
  return (
    <Layout>
      <Container width="narrow">
        <NotFoundContent />
      </Container>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Page not found" description="The page you asked for does not exist." path="/404">
    <meta name="robots" content="noindex" />
  </Seo>
);
