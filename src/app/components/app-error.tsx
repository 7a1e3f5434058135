import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ErrorBoundary } from '@/design-system/ErrorBoundary/ErrorBoundary';
import { paths } from '@/lib/paths';

export interface AppErrorScreenProps {
  /** '404 Not Found', or the message of what went wrong. */
  detail: string;
}

/**
 * The router's fallback (SPEC §8): 'Unexpected Application Error!' with the status text or the
 * error's message, for an unknown /app path or a screen that crashed.
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

/** An unmatched /app path. */
export function NotFoundScreen(_props: { default?: boolean; path?: string }) {
  return <AppErrorScreen detail="404 Not Found" />;
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
