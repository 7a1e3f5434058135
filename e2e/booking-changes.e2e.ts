/**
 * Saving an address from the checkout and editing a booking's pickup, in Chromium against the real
 * product: a customer with no address saves one in the checkout's own dialog and books without
 * leaving it; then Edit Booking offers the checkout's days and windows (Sundays closed with the
 * reason, the booking's own window kept) and moves the pickup to another day and window.
 */
import { launchBrowser, VIEWPORTS, type Browser } from './browser';
import { PATIENCE, choosePickup, signUp } from './customer-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await browser?.close();
});

test('an address saved in the checkout is chosen there; Edit Booking moves the pickup to another window', async () => {
  const { page, errors } = await browser.newPage();
  await signUp(page);
  await page.goto('/app/basket/add-basket');
  await page.getByLabel('Item', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.waitForURL('**/app/basket', PATIENCE);

  await page.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await checkout.getByRole('button', { name: 'Save an address' }).click(PATIENCE);
  const adding = page.getByRole('dialog', { name: 'Add A New Address' });
  await adding.getByLabel('Address name').fill('Home');
  await adding.getByLabel('Address', { exact: true }).fill('4 Oxford St, Osu');
  await adding.getByRole('button', { name: 'Save Address' }).click();
  await adding.waitFor({ state: 'detached', ...PATIENCE });
  expect(new URL(page.url()).pathname).toBe('/app/basket');
  const pickup = checkout.getByLabel('Pickup address');
  await pickup.waitFor(PATIENCE);
  expect(await pickup.locator('option:checked').textContent()).toContain('Home');
  expect(await checkout.getByLabel('Dropoff address').locator('option:checked').textContent()).toContain('Home');

  await checkout.getByLabel('Branch').selectOption({ label: 'Osu' });
  await choosePickup(checkout);
  const bookedDay = await checkout.locator('input[name="pickup_date"]:checked').inputValue();
  const bookedWindow = await checkout.locator('input[name="pickup_window"]:checked').inputValue();
  await checkout.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/bookings', PATIENCE);
  await page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first().getByRole('link').click();
  await page.waitForURL('**/app/bookings/booking/*', PATIENCE);
  await page.getByRole('link', { name: 'Edit Booking' }).click();

  const form = page.getByRole('form', { name: 'Edit booking' });
  const own = form.locator(`input[name="pickup_window"][value="${bookedWindow}"]`);
  await own.waitFor({ state: 'attached', ...PATIENCE });
  expect(await own.isChecked()).toBe(true);
  expect(await form.locator(`input[name="pickup_date"][value="${bookedDay}"]`).isChecked()).toBe(true);
  expect(await form.getByText('Your booking').count()).toBe(1);
  // The next 14 days hold two Sundays, refused with the reason.
  const closedDays = form.locator('label:has(input[name="pickup_date"][disabled])').filter({ hasText: 'Closed that day' });
  expect(await closedDays.count()).toBeGreaterThanOrEqual(2);

  // Another day: its first window with room.
  await form.locator(`label:has(input[name="pickup_date"]:not([disabled]):not([value="${bookedDay}"]))`).last().click();
  await form.locator('label:has(input[name="pickup_window"]:not([disabled]))').first().click();
  const newDay = await form.locator('input[name="pickup_date"]:checked').inputValue();
  const newWindow = await form.locator('input[name="pickup_window"]:checked').inputValue();
  await form.getByRole('button', { name: 'Save Booking' }).click();
  await page.waitForURL(/\/app\/bookings\/booking\/[^/]+$/, PATIENCE);
  const [year, month, day] = newDay.split('-').map(Number);
  const shortMonth = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  await page.getByText(new RegExp(`${shortMonth} ${day} · ${newWindow}–`)).waitFor(PATIENCE);
  expect(errors).toEqual([]);
});
