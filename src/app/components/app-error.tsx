import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ErrorBoundary } from '@/design-system/ErrorBoundary/ErrorBoundary';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundContent } from '@/site/not-found/not-found-content';

export interface AppErrorScreenProps {
  /** '404 Not Found', or the message of what went wrong. */
  detail: string;
}

/**
 * SPEC §8's generic screen: 'Unexpected Application Error!' with the error's message, for a
 * screen that crashed. An unknown path gets the site's not-found page instead (decision 045).
 */
export function AppErrorScreen({ detail }: AppErrorScreenProps) {
  return (
    <Screen role="alert">
      <h1>Unexpected Application Error!</h1>
      <Detail>{detail}</Detail>
      <Link to={paths.app.dashboard}>Go to your dashboard</Link>
    </Screen>
  );
}

/**
 * An unmatched /app path: the site's not-found page, inside the app's shell, its button back to
 * the dashboard (decision 045).
 */
export function NotFoundScreen(_props: { default?: boolean; path?: string }) {
  useDocumentTitle('Page not found');
  return <NotFoundContent back={{ to: paths.app.dashboard, label: 'Go to your dashboard' }} />;
}

/** Catches a crashed screen so the customer gets the error screen instead of a blank page. */
export function AppErrorBoundary({ children, resetKey }: { children: React.ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => <AppErrorScreen detail={error.message || 'Something went wrong.'} />}
    >
      {children}
    </ErrorBoundary>
  );
}

const Screen = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;

const Detail = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
