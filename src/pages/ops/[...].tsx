import * as React from 'react';
import type { HeadFC } from 'gatsby';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';

// The console is loaded on demand and only here: public pages and the customer app never
// download it, and the static HTML of /ops holds only the loading state.
const OpsConsole = React.lazy(() => import(/* webpackChunkName: "ops-console" */ '@/ops/console'));

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[24]} ${({ theme }) => theme.space[4]};
`;

function ConsoleLoading() {
  return (
    <Centered>
      <Spinner size="lg" label="Loading the console" />
    </Centered>
  );
}

/** Mounts the client-only staff console for every /ops path. */
export default function OpsPage() {
  // Rendered after hydration only: the console reads the session from browser storage, which the
  // build does not have, and the server's HTML and the first client render must match.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    setMounted(true);
  }, []);
  if (!mounted) return <ConsoleLoading />;
  return (
    <React.Suspense fallback={<ConsoleLoading />}>
      <OpsConsole />
    </React.Suspense>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Staff console | Adom Laundry</title>
    {/* The console is for staff only: never for search engines. */}
    <meta name="robots" content="noindex" />
  </>
);
