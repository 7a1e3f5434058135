import { render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { page, startTestApi, type TestApi } from '@/testing/api-server';
import type { CataloguePackage } from './catalogue-types';
import { CATALOGUE_PATHS, useLiveList } from './use-live-list';

const built: CataloguePackage[] = [
  {
    id: 'solo',
    name: 'Solo',
    price: '350.00',
    quantity: 40,
    description: 'Up to 40 items a month',
    image: '/images/packages/solo.svg',
    benefits: { allowances: [{ categories: [{ id: 'laundry', name: 'Laundry' }], unit: 'piece', quantity: 40 }], free_pickups: 0, express_upgrades: 0 },
  },
];

function PackageNames() {
  const packages = useLiveList(built, CATALOGUE_PATHS.packages, 'packages');
  return (
    <ul>
      {packages.map((pkg) => (
        <li key={pkg.id}>
          {pkg.name} {pkg.price}
        </li>
      ))}
    </ul>
  );
}

let api: TestApi;
const originalFetch = globalThis.fetch;
beforeAll(async () => {
  api = await startTestApi();
  // jsdom has no fetch: requests for the page's own origin go to the test server over HTTP.
  globalThis.fetch = ((url: string, init: { headers: Record<string, string> }) =>
    api.fetch(new URL(url, api.url).href, { method: 'GET', headers: init.headers })) as unknown as typeof fetch;
});
afterEach(() => api.reset());
afterAll(async () => {
  globalThis.fetch = originalFetch;
  await api.close();
});

describe('useLiveList', () => {
  it('shows what the page was built with, then what the API answers now', async () => {
    api.on('GET', '/api/packages/', { body: page([{ ...built[0], id: 'uuid-1', price: '375.00' }]) });
    render(<PackageNames />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Solo 350.00');
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Solo 375.00'));
    expect(api.requests.map((request) => request.path)).toEqual(['/api/packages/']);
    expect(api.requests[0].headers.authorization).toBeUndefined();
  });

  it('logs a failure and empties the list, as SPEC §8 asks', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET', '/api/packages/', { status: 503, body: { detail: 'Down for maintenance' } });
    render(<PackageNames />);
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('Could not load the packages', expect.anything());
    logged.mockRestore();
  });

  it('asks for 100 items a page', () => {
    expect(CATALOGUE_PATHS.items).toBe('/items/?page_size=100');
  });
});
