import * as React from 'react';
import type { HeadFC } from 'gatsby';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';

// The app is loaded on demand: public pages never download it, and the static HTML of /app holds
// only the loading state (client-only routes have nothing to render at build time).
const CustomerApp = React.lazy(() => import('@/app/app'));

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[24]} ${({ theme }) => theme.space[4]};
`;

function AppLoading() {
  return (
    <Centered>
      <Spinner size="lg" label="Loading your account" />
    </Centered>
  );
}

/** Mounts the client-only customer app for every /app path. */
export default function AppPage() {
  // Rendered after hydration only: the server's HTML and the first client render must match, and
  // the app reads the session from browser storage, which the build does not have.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    setMounted(true);
  }, []);
  if (!mounted) return <AppLoading />;
  return (
    <React.Suspense fallback={<AppLoading />}>
      <CustomerApp />
    </React.Suspense>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Your account | Adom Laundry</title>
    <meta
      name="description"
      content="Sign in to Adom Laundry to book a pickup, pay by card or mobile money, and follow your laundry."
    />
    {/* Signed-in pages are not for search engines (robots.txt disallows /app/ as well). */}
    <meta name="robots" content="noindex" />
  </>
);
