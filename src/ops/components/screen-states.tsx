import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ErrorBoundary } from '@/design-system/ErrorBoundary/ErrorBoundary';
import { Heading } from '@/design-system/Heading/Heading';
import { paths } from '@/lib/paths';

/** A console page that cannot be shown: an unknown path, a crashed screen, a page for admins only. */
export function ConsoleMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <Box role="alert">
      <Heading level={1}>{title}</Heading>
      <p>{detail}</p>
      <Link to={paths.ops.today}>Back to Today</Link>
    </Box>
  );
}

/** An unmatched /ops path. */
export function ConsoleNotFound(_props: { default?: boolean }) {
  return <ConsoleMessage title="Page not found" detail="There is no such page in the console." />;
}

/** Catches a crashed screen so staff get a message and the navigation, not a blank page. */
export function ConsoleErrorBoundary({ children, resetKey }: { children: React.ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => (
        <ConsoleMessage title="Something went wrong" detail={error.message || 'This page failed to load.'} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

const Box = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[6]} 0;
`;
