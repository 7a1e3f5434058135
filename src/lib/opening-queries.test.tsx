import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { bookingsQueryAtom } from '@/app/features/bookings/api/get-bookings';
import { profileQueryAtom } from '@/app/features/profile/api/get-profile';
import { openingQueriesAt } from '@/app/routes/opening-data';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { AppProviders } from '@/lib/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { page } from '@/testing/api-server';
import { deferred, setupTestApi, storeTestSession } from '@/testing/test-session';
import { OPENING_DATA_FRESH_MS, openingQueriesSettled, openingQuerySettled, startOpeningQueries } from './opening-queries';

const api = setupTestApi();
const customer = { id: 'u1', name: 'Ama Mensah', email: 'ama@example.com', role: 'customer' as const };
const booking = { id: 'b1', user: 'u1', created_at: '2026-11-20T10:00:00Z' };

/** What each render of a screen saw: the bookings' state and how many there were. */
function BookingsScreen({ seen }: { seen: string[] }) {
  const bookings = useAtomValue(bookingsQueryAtom);
  const profile = useAtomValue(profileQueryAtom);
  seen.push(`${bookings.status}:${bookings.data?.length ?? '-'}:${profile.data?.name ?? '-'}`);
  return <p>{bookings.data ? `${bookings.data.length} bookings` : 'loading'}</p>;
}

function renderApp(seen: string[]) {
  return render(
    <AppProviders queryClient={createQueryClient({ queries: { retryDelay: 0 } })}>
      <BookingsScreen seen={seen} />
    </AppProviders>,
    { wrapper: ThemeProvider },
  );
}

const requestsTo = (path: string) => api().requests.filter((request) => request.path === path).length;

beforeEach(() => {
  storeTestSession(customer);
  api().on('GET', '/api/users/me', { body: customer });
});

it('asks for the first screen its shell and its own data: the profile, and what the dashboard draws first', () => {
  expect(openingQueriesAt('/app/dashboard').map((query) => query.queryKey[0])).toEqual(['profile', 'bookings', 'subscriptions', 'basket']);
  expect(openingQueriesAt('/app/bookings/booking/b1').map((query) => query.queryKey[0])).toEqual(['profile']);
  expect(openingQueriesAt('/app/nowhere/at/all')).toEqual([]);
});

it('draws the screen with the data that came while its code loaded, and does not ask for it again', async () => {
  api().on('GET', '/api/bookings/', { body: page([booking]) });
  startOpeningQueries(openingQueriesAt('/app/bookings'));
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(1));
  await openingQueriesSettled();

  const seen: string[] = [];
  renderApp(seen);
  expect(seen[0]).toBe('success:1:Ama Mensah');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(requestsTo('/api/bookings/')).toBe(1);
  expect(requestsTo('/api/users/me')).toBe(1);
});

it('shares a request still under way with the screen instead of sending a second one', async () => {
  const answer = deferred();
  api().on('GET', '/api/bookings/', async () => {
    await answer.promise;
    return { body: page([booking]) };
  });
  startOpeningQueries(openingQueriesAt('/app/bookings'));
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(1));

  const seen: string[] = [];
  renderApp(seen);
  expect(seen[0]).toBe('pending:-:Ama Mensah');
  answer.resolve();
  expect(await screen.findByText('1 bookings')).toBeInTheDocument();
  expect(requestsTo('/api/bookings/')).toBe(1);
});

it('says when one opening request has its answer, whatever the others do', async () => {
  const profileAnswer = deferred();
  const bookingsAnswer = deferred();
  api().on('GET', '/api/users/me', async () => {
    await profileAnswer.promise;
    return { body: { ...customer, phone: null } };
  });
  api().on('GET', '/api/bookings/', async () => {
    await bookingsAnswer.promise;
    return { body: page([booking]) };
  });
  startOpeningQueries(openingQueriesAt('/app/dashboard').filter((query) => ['profile', 'bookings'].includes(String(query.queryKey[0]))));
  let profileSettled = false;
  void openingQuerySettled(['profile']).then(() => (profileSettled = true));
  await waitFor(() => expect(requestsTo('/api/users/me')).toBe(1));
  expect(profileSettled).toBe(false);
  profileAnswer.resolve();
  await waitFor(() => expect(profileSettled).toBe(true));
  // A key nothing was started for is settled at once; the bookings are still on their way.
  await openingQuerySettled(['nothing']);
  bookingsAnswer.resolve();
  await openingQueriesSettled();
});

it('asks again when the request sent as the app opened failed', async () => {
  api().on('GET', '/api/bookings/', { status: 503, body: { detail: 'Down for a moment' } });
  startOpeningQueries(openingQueriesAt('/app/bookings'));
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(1));
  await openingQueriesSettled();
  api().on('GET', '/api/bookings/', { body: page([booking]) });

  renderApp([]);
  expect(await screen.findByText('1 bookings')).toBeInTheDocument();
  expect(requestsTo('/api/bookings/')).toBe(2);
});

it('refetches on mount as ever when the data fetched at opening came too long before the app', async () => {
  api().on('GET', '/api/bookings/', { body: page([booking]) });
  startOpeningQueries(openingQueriesAt('/app/bookings'));
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(1));
  await openingQueriesSettled();

  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + OPENING_DATA_FRESH_MS + 1);
  try {
    renderApp([]);
    await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(2));
  } finally {
    clock.mockRestore();
  }
});

it('asks again on mount for opening data a change has made out of date since', async () => {
  api().on('GET', '/api/bookings/', { body: page([booking]) });
  startOpeningQueries(openingQueriesAt('/app/bookings'));
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(1));
  await openingQueriesSettled();

  const client = createQueryClient({ queries: { retryDelay: 0 } });
  const app = (
    <AppProviders queryClient={client}>
      <BookingsScreen seen={[]} />
    </AppProviders>
  );
  // The app is made with no screen on it yet (the data is taken over), then a change on another
  // screen makes the bookings out of date before the bookings screen mounts.
  const { rerender } = render(<AppProviders queryClient={client}>{null}</AppProviders>, { wrapper: ThemeProvider });
  await client.invalidateQueries({ queryKey: ['bookings'] });
  rerender(app);
  await waitFor(() => expect(requestsTo('/api/bookings/')).toBe(2));
});

it('changes nothing for an app opened without opening requests: the screen fetches on mount', async () => {
  api().on('GET', '/api/bookings/', { body: page([]) });
  const seen: string[] = [];
  renderApp(seen);
  expect(seen[0]).toBe('pending:-:Ama Mensah');
  expect(await screen.findByText('0 bookings')).toBeInTheDocument();
  expect(requestsTo('/api/bookings/')).toBe(1);
  expect(requestsTo('/api/users/me')).toBe(1);
});
