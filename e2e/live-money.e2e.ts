/**
 * Live money in the browser (decision 077): a customer pays online for a booking estimated at
 * 5 kg and keeps its page open; staff weigh 6.5 kg on the order screen; the customer's page shows
 * 'Balance due' and the new total without a reload, over the stream that already carries status
 * moves.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';
import { PATIENCE, fillCheckout, logIn, openNewestBooking, pickUp, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

let browser: Browser;
let staffBrowser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
  // Another browser: the staff member's session is not the customer's.
  staffBrowser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await staffBrowser.close();
  await browser.close();
});

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() =>
    JSON.parse(
      localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken') ?? 'null',
    ),
  );
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

it("staff weigh a paid order heavier and the customer's open page shows 'Balance due' without a reload", async () => {
  const { page, errors } = await browser.newPage();
  await signUp(page);
  await api(page, 'POST', '/api/address/', { address_name: 'Home', address: '4 Oxford St, Osu' });
  const items = (await api(page, 'GET', '/api/items/?page_size=100')).results as {
    id: string;
    name: string;
  }[];
  await api(page, 'POST', '/api/bookings/basket/', {
    item: items.find((i) => i.name === 'Something Light')!.id,
    quantity: 5,
  });
  await page.goto('/app/basket');
  await page.getByText('about 5 kg (estimate)').waitFor(PATIENCE);
  const dialog = await fillCheckout(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const bookingId = (await openNewestBooking(page)).split('/').pop()!;

  // Paid online on the estimate, by card in the sandbox's checkout.
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Make Payment' })
    .getByRole('button', { name: /^Pay GHC/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await page.getByRole('button', { name: 'PAID' }).waitFor(PATIENCE);
  expect(await page.getByText('Balance due', { exact: false }).count()).toBe(0);

  // Staff collect it and weigh 6.5 kg, in their own browser; the customer's page stays open.
  const { page: staff } = await staffBrowser.newPage();
  await logIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.waitForURL(/\/ops\/?$/, PATIENCE);
  await staff.goto(`/ops/orders/${bookingId}`);
  // The pickup may be booked for a later day (checkout takes the first window with room): then the console asks first.
  await pickUp(staff, () => staff.getByRole('button', { name: 'Move to Picked Up' }).click());
  await staff.getByRole('button', { name: 'Record weight' }).waitFor(PATIENCE);
  await staff.getByLabel('Something Light: weighed kg').fill('6.5');
  await staff.getByRole('button', { name: 'Record weight' }).click();
  await staff.getByText('6.5 kg').first().waitFor(PATIENCE);

  // No reload: the stream tells the page, which reads the booking's money afresh.
  await page
    .getByText(/Balance due GHC\s22\.50/)
    .first()
    .waitFor(PATIENCE);
  await expect(page.getByRole('row', { name: /Sub total/ }).textContent()).resolves.toMatch(
    /97\.50/,
  );
  await page.getByRole('button', { name: 'Make Payment' }).waitFor(PATIENCE);
  expect(errors).toEqual([]);
});
