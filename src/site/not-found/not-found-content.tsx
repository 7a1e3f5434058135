import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { headerLinks } from '@/site/layout/navigation';

export interface NotFoundContentProps {
  /** Where the big button goes: the home page on the site, the dashboard in the app. */
  back?: { to: string; label: string };
}

/**
 * What an address that does not exist shows, on the site (the 404 page) and in the app (an
 * unknown /app path): '404 Not Found', a line of help, a way back and the popular pages.
 */
export function NotFoundContent({ back = { to: paths.home, label: 'Back to the home page' } }: NotFoundContentProps) {
  return (
    <NotFound data-ui="not-found">
      <h1>404 Not Found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <Button as={Link} to={back.to} size="lg">
        {back.label}
      </Button>
      <Suggestions aria-label="Popular pages">
        {headerLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Suggestions>
    </NotFound>
  );
}

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
