import http from 'node:http';
import { CATALOGUE } from '@laundry-accra/domain/seed-catalogue';
import type { AddressInfo } from 'node:net';
import { apiCatalogue, loadCatalogue, seedCatalogue, type Fetch } from './catalogue-source';

/** Node's fetch as the build has it (the site's jsdom test environment has none of its own). */
const nodeFetch: Fetch = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) });
        });
      })
      .on('error', reject);
  });

describe('the build catalogue', () => {
  it('comes from the seed when CATALOGUE_API_URL is not set', async () => {
    const catalogue = await loadCatalogue({});
    expect(catalogue.source).toMatch(/seed/);
    expect(catalogue.items).toHaveLength(CATALOGUE.reduce((sum, [, list]) => sum + list.length, 0));
    // 'Something Light' is sold by the kilo on the Laundry list, not as a package.
    expect(catalogue.packages.map((pkg) => pkg.name)).toEqual(['Solo', 'Couple', 'Family']);
    expect(catalogue.items.find((item) => item.name === 'Blazer')).toEqual({
      id: 'dry-cleaning-blazer',
      name: 'Blazer',
      price: '45.00',
      unit: 'piece',
      category: { id: 'dry-cleaning', name: 'Dry Cleaning' },
    });
    expect(catalogue.items.find((item) => item.name === 'Something Light')).toMatchObject({ price: '15.00', unit: 'kg', category: { name: 'Laundry' } });
  });

  it('comes from the API when CATALOGUE_API_URL is set, following every page', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url!);
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/items/?page_size=100') {
        res.end(JSON.stringify({ results: [seedCatalogue().items[0]], next: `${origin}/api/items/?page=2&page_size=100` }));
      } else if (req.url === '/api/items/?page=2&page_size=100') {
        res.end(JSON.stringify({ results: [seedCatalogue().items[1]], next: null }));
      } else if (req.url === '/api/packages/?page_size=100') {
        res.end(JSON.stringify({ results: seedCatalogue().packages, next: null }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
      const catalogue = await loadCatalogue({ CATALOGUE_API_URL: url }, nodeFetch);
      expect(catalogue.items.map((item) => item.name)).toEqual(['Apron', 'Baby Clothes (per piece)']);
      expect(catalogue.packages).toHaveLength(3);
      expect(seen).toContain('/api/items/?page=2&page_size=100');
      await expect(apiCatalogue(url.replace('/api/', '/missing/'), nodeFetch)).rejects.toThrow(/answered 404/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
