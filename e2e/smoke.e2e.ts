/** The product starts from one command: the home page shows its call to action, the API answers. */
import { baseUrl, launchBrowser, type Browser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the home page offers to schedule a pickup and the items come from the API', async () => {
  const { page } = await browser.newPage();
  await page.goto('/');
  const cta = page.getByRole('link', { name: 'Schedule a Pickup' }).first();
  await cta.waitFor();
  expect(await cta.getAttribute('href')).toBe('/app/login');

  const items = await page.evaluate(async () => {
    const response = await fetch('/api/items/?page_size=100');
    return { status: response.status, body: await response.json() };
  });
  expect(items.status).toBe(200);
  expect(items.body.count).toBeGreaterThanOrEqual(40);
  expect(items.body.results[0]).toEqual(
    expect.objectContaining({ name: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/) }),
  );
});

test('an unknown path gets the site 404 page with status 404', async () => {
  const response = await fetch(`${baseUrl()}/no-such-page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('<html');
});
