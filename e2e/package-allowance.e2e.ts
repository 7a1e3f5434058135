/**
 * A subscriber's package pays for their laundry: a new customer subscribes to Solo (told to pay
 * to activate it), pays in the sandbox, puts three shirts in the basket and sees the package
 * will cover them, checks out, and the booking says 'Covered by Solo: 3 × Shirt' and costs 0;
 * the subscription then shows 37 of 40 items left. A Couple subscriber books a blazer and a shirt
 * and pays nothing: the dry-cleaning piece, the item and the pickup are all the package's
 * (decision 071). Screens are saved at phone and desktop width when E2E_SCREENSHOTS names a
 * directory.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, saveScreens, VIEWPORTS, type Browser } from './browser';
import { PATIENCE, fillCheckout, logIn, openNewestBooking, pickUp, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';
import { NOTHING_DUE_NOTE } from '@laundry-accra/domain/payments';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(() => browser.close());

/** The API as the signed-in customer (the token the app stored). */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken') ?? 'null'));
  const response = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A new customer subscribes to `packageName` in the app and pays in the sandbox; answers the subscription's page. */
async function subscribeAndPay(page: Page, packageName: string): Promise<string> {
  const packages = (await api(page, 'GET', '/api/packages/')).results as { id: string; name: string }[];
  const chosen = packages.find((p) => p.name === packageName)!;
  await page.goto(`/app/subscriptions/add-subscription/${chosen.id}`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(`You have Subscribed to the ${packageName} Package! Pay to activate it.`).waitFor(PATIENCE);
  await page.waitForURL('**/app/subscriptions/*', PATIENCE);
  const subscriptionPage = new URL(page.url()).pathname;
  const subscriptionId = subscriptionPage.split('/').pop()!;

  // Paid in the sandbox (the payment journey covers its screens).
  const { data } = await api(page, 'POST', '/api/finance/pay/', { subscription: subscriptionId });
  await api(page, 'POST', `/api/finance/sandbox/${data.reference}/complete`, { outcome: 'success' });
  // As the app does once the checkout closes: the server confirms with the provider and settles.
  await api(page, 'POST', '/api/finance/verify-payment/', { reference: data.reference });
  await api(page, 'POST', '/api/address/', { address_name: 'Home', address: '4 Oxford St, Osu' });
  return subscriptionPage;
}

/** Puts `quantity` of the item named `name` in the basket. */
async function addToBasket(page: Page, name: string, quantity: number) {
  const items = (await api(page, 'GET', '/api/items/?page_size=100')).results as { id: string; name: string }[];
  await api(page, 'POST', '/api/bookings/basket/', { item: items.find((i) => i.name === name)!.id, quantity });
}

it('a Solo subscriber checks out three shirts that cost 0 and sees the allowance go down', async () => {
  const { page, errors } = await browser.newPage();
  await signUp(page);
  const subscriptionPage = await subscribeAndPay(page, 'Solo');
  await addToBasket(page, 'Shirt', 3);

  await page.goto('/app/basket');
  const cover = page.getByRole('region', { name: 'Your package covers' }).or(page.getByLabel('Your package covers'));
  await cover.getByText('Covered by Solo: 3 × Shirt').waitFor(PATIENCE);
  await saveScreens(page, 'basket-cover');

  const dialog = await fillCheckout(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/bookings', PATIENCE);
  // Settled at checkout (GHC 0.00): confirmed at once, with its pickup window and no payment step.
  const placed = page.locator('[data-ui="new-booking"]');
  await placed.getByText('Covered by package').waitFor(PATIENCE);
  await placed.getByText(NOTHING_DUE_NOTE).waitFor(PATIENCE);
  await expect(placed.textContent()).resolves.toMatch(/\d{1,2}:\d{2}–\d{1,2}:\d{2}/);
  expect(await placed.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  await saveScreens(page, 'bookings-covered');
  const bookings = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await expect(bookings.first().textContent()).resolves.toContain('Covered by package');
  await bookings.first().getByRole('link').click();
  await page.waitForURL('**/app/bookings/booking/*', PATIENCE);
  const coveredBooking = new URL(page.url()).pathname;
  await page.getByText('Covered by Solo: 3 × Shirt').waitFor(PATIENCE);
  const subTotal = page.getByRole('row', { name: /Sub total/ });
  await expect(subTotal.textContent()).resolves.toMatch(/0\.00/);
  // Nothing to pay: settled at checkout, no Make Payment (a gateway refuses GHC 0.00).
  await page.getByText(NOTHING_DUE_NOTE).waitFor(PATIENCE);
  await expect(page.getByRole('button', { name: 'PAID' }).isDisabled()).resolves.toBe(true);
  expect(await page.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
  await saveScreens(page, 'booking-covered');

  await page.goto(subscriptionPage);
  await page.getByRole('meter', { name: /37 of 40 items left until/ }).waitFor(PATIENCE);
  await saveScreens(page, 'subscription-allowance');
  await page.goto('/app/dashboard');
  await page.getByRole('meter', { name: /37 of 40 items left until/ }).waitFor(PATIENCE);
  await saveScreens(page, 'dashboard-allowance');

  // Cancelling it gives the three shirts back to the package: no money is promised back.
  await page.goto(coveredBooking);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancelling.getByText(/go back to your package allowance/).waitFor(PATIENCE);
  expect(await cancelling.getByText(/refunded/).count()).toBe(0);
  await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
  await page.goto(subscriptionPage);
  await page.getByRole('meter', { name: /40 of 40 items left until/ }).waitFor(PATIENCE);
  expect(errors).toEqual([]);
});

it('a Couple subscriber books a blazer and a shirt and pays nothing for them', async () => {
  const { page, errors } = await browser.newPage();
  await signUp(page);
  await subscribeAndPay(page, 'Couple');
  await addToBasket(page, 'Blazer', 1);
  await addToBasket(page, 'Shirt', 1);

  await page.goto('/app/basket');
  const cover = page.getByRole('region', { name: 'Your package covers' }).or(page.getByLabel('Your package covers'));
  await cover.getByText('Covered by Couple: 1 × Blazer').waitFor(PATIENCE);
  await cover.getByText('1 of 2 dry-cleaning pieces used this month', { exact: false }).waitFor(PATIENCE);
  await cover.getByText('Covered by Couple: 1 × Shirt').waitFor(PATIENCE);
  await saveScreens(page, 'basket-couple-cover');

  const dialog = await fillCheckout(page);
  // The pickup is one of the month's four free ones.
  await dialog.getByText('Free with your package').first().waitFor(PATIENCE);
  await dialog.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  await saveScreens(page, 'checkout-benefits');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/bookings', PATIENCE);
  await page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first().getByRole('link').click();
  await page.waitForURL('**/app/bookings/booking/*', PATIENCE);
  await page.getByText('Covered by Couple: 1 × Blazer').waitFor(PATIENCE);
  await page.getByText('Covered by Couple: 1 × Shirt').waitFor(PATIENCE);
  await page.getByText(NOTHING_DUE_NOTE).waitFor(PATIENCE);
  expect(await page.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
  await saveScreens(page, 'booking-couple-covered');
  expect(errors).toEqual([]);
});

it('a per-kg booking weighed at pickup shows the new total to staff and the customer', async () => {
  const { page, errors } = await browser.newPage();
  await signUp(page);
  await api(page, 'POST', '/api/address/', { address_name: 'Home', address: '4 Oxford St, Osu' });
  const items = (await api(page, 'GET', '/api/items/?page_size=100')).results as { id: string; name: string }[];
  await api(page, 'POST', '/api/bookings/basket/', { item: items.find((i) => i.name === 'Something Light')!.id, quantity: 5 });
  await page.goto('/app/basket');
  await page.getByText('about 5 kg (estimate)').waitFor(PATIENCE);
  const dialog = await fillCheckout(page);
  await dialog.getByText('Total (estimate)').waitFor(PATIENCE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const bookingId = (await openNewestBooking(page)).split('/').pop()!;

  // Staff collect it and weigh 6.5 kg on the order screen.
  // Another browser: the staff member's session is not the customer's.
  const staffBrowser = await launchBrowser(VIEWPORTS.desktop);
  const { page: staff } = await staffBrowser.newPage();
  await logIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.waitForURL(/\/ops\/?$/, PATIENCE);
  await staff.goto(`/ops/orders/${bookingId}`);
  await pickUp(staff, () => staff.getByRole('button', { name: 'Move to Picked Up' }).click());
  await staff.getByRole('button', { name: 'Record weight' }).waitFor(PATIENCE);
  await staff.getByLabel('Something Light: weighed kg').fill('6.5');
  await staff.getByRole('button', { name: 'Record weight' }).click();
  await staff.getByText('6.5 kg').first().waitFor(PATIENCE);
  await staffBrowser.close();

  await page.reload();
  await page.getByText('6.5 kg').first().waitFor(PATIENCE);
  const subTotal = page.getByRole('row', { name: /Sub total/ });
  await expect(subTotal.textContent()).resolves.toMatch(/97\.50/);
  await saveScreens(page, 'booking-weighed');
  expect(errors).toEqual([]);
});
