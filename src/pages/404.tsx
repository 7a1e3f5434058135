import { Link, type HeadFC } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Container } from '@/design-system/Container/Container';
import { paths } from '@/lib/paths';
import { Layout } from '@/site/layout/layout';
import { headerLinks } from '@/site/layout/navigation';
import { Seo } from '@/site/seo/seo';

const NotFound = styled.div`
  padding: ${({ theme }) => `${theme.space[20]} 0`};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => `${theme.space[8]} 0 0`};
  padding: 0;
  list-style: none;
`;

/** The page for any address that does not exist (the server sends it with status 404). */
export default function NotFoundPage() {
  return (
    <Layout>
      <Container width="narrow">
        <NotFound>
          <h1>404 Not Found</h1>
          <p>We could not find that page. It may have moved, or the address may have a typo.</p>
          <Button as={Link} to={paths.home} size="lg">
            Back to the home page
          </Button>
          <Suggestions aria-label="Popular pages">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Suggestions>
        </NotFound>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Page not found" description="The page you asked for does not exist." path="/404">
    <meta name="robots" content="noindex" />
  </Seo>
);
