/**
 * The last place in a pickup window, in Chromium against the real product: the admin leaves one
 * place in the 16:00 window of every day, a customer books it through the checkout dialog, and a
 * second customer's dialog then shows that window as full and cannot choose it.
 */
import type { BranchWeekDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { PATIENCE, addressAndBasket, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

let first: Browser;
let second: Browser;
beforeAll(async () => {
  first = await launchBrowser(VIEWPORTS.phone);
  second = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const answer = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: answer.status, json: await answer.json() };
}

/** A new customer with an address and a shirt in the basket, signed in on `page`, at the basket. */
async function readyCustomer(browser: Browser) {
  const { page } = await browser.newPage();
  await signUp(page);
  await addressAndBasket(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await dialog.getByLabel('Pickup address').selectOption({ index: 1 });
  await dialog.getByLabel('Dropoff address').selectOption({ index: 1 });
  await dialog.getByLabel('Branch').selectOption({ label: 'Osu' });
  return { page, dialog };
}

test('a customer books the last place in a window; it shows as full for the next customer', async () => {
  const login = await api('/auth/login/', { method: 'POST', body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status).toBe(200);
  const token = login.json.access as string;
  const osu = (await api('/branches/')).json.results.find((b: { name: string }) => b.name === 'Osu');
  const week = (await api(`/ops/branches/${osu.id}/hours`, { token })).json as BranchWeekDto;
  const saved = await api(`/ops/branches/${osu.id}/hours`, {
    method: 'PUT',
    token,
    body: { ...week, windows: week.windows.map((w) => (w.start === '16:00' ? { ...w, capacity: 1 } : w)) },
  });
  expect(saved.status).toBe(200);

  // The first customer picks the first bookable day, whose 16:00 window says '1 left'.
  const ama = await readyCustomer(first);
  await ama.dialog.locator('label:has(input[name="pickup_date"]:not([disabled]))').first().click(PATIENCE);
  const lastPlace = ama.dialog.locator('label:has(input[name="pickup_window"][value="16:00"])');
  await lastPlace.getByText('1 left').waitFor(PATIENCE);
  const day = await ama.dialog.locator('input[name="pickup_date"]:checked').getAttribute('value');
  await lastPlace.click();
  await ama.dialog.getByRole('button', { name: 'Submit' }).click();
  await ama.page.waitForURL('**/app/bookings', PATIENCE);
  await ama.page.getByText(/· 16:00–18:00/).first().waitFor(PATIENCE);

  // The second customer's dialog shows that window full, and it cannot be chosen.
  const kofi = await readyCustomer(second);
  await kofi.dialog.locator(`label:has(input[name="pickup_date"][value="${day}"])`).click(PATIENCE);
  const full = kofi.dialog.locator('input[name="pickup_window"][value="16:00"]');
  await full.waitFor({ state: 'attached', ...PATIENCE });
  expect(await full.isDisabled()).toBe(true);
  await kofi.dialog.getByText('That pickup window is full; choose another.').waitFor(PATIENCE);
});
