import * as React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientAtomProvider } from 'jotai-tanstack-query/react';
import { LazyToaster } from '@/design-system/Toaster/LazyToaster';
import { handOpeningQueriesTo } from '@/lib/opening-queries';
import { createQueryClient } from '@/lib/query-client';

export interface AppProvidersProps {
  /** A client made by the caller (tests); by default one per mounted app. */
  queryClient?: QueryClient;
  children: React.ReactNode;
}

/**
 * The data and notification context of the customer app and of the staff console: a QueryClient of
 * its own (never shared between renders, so no customer's data can leak into another's), the jotai
 * store that the query and mutation atoms read it from, and the design system's toaster (SPEC §4's
 * durations), whose code comes once the first frame is drawn.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [client] = React.useState(() => {
    const made = queryClient ?? createQueryClient();
    // The first screen's requests, if the page has already sent them (src/pages/app/[...].tsx).
    handOpeningQueriesTo(made);
    return made;
  });
  return (
    <QueryClientAtomProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientAtomProvider>
  );
}
