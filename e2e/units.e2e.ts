/**
 * Services sold by the square metre and by the job, in the browser: a customer books a rug
 * estimated at 4 m², staff measure it at 4.5 m² on the order screen and the customer's booking
 * follows; a customer books a hem with what needs doing, staff price it at pickup, the customer
 * accepts the price in the app, and only then may the order go into the wash. Screens are saved
 * at phone and desktop width when E2E_SCREENSHOTS names a directory.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, saveScreens, VIEWPORTS, type Browser } from './browser';
import { PATIENCE, fillCheckout, logIn, openNewestBooking, pickUp, saveFirstAddress, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

let browser: Browser;
let staffBrowser: Browser;
let staff: Page;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.desktop);
  // Another browser: the staff member's session is not the customer's.
  staffBrowser = await launchBrowser(VIEWPORTS.desktop);
  staff = (await staffBrowser.newPage()).page;
  await logIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.waitForURL(/\/ops\/?$/, PATIENCE);
});
afterAll(async () => {
  await staffBrowser.close();
  await browser.close();
});

/** A new customer with an address, on the add-item page. */
async function newCustomer(page: Page) {
  await signUp(page);
  await saveFirstAddress(page);
  await page.goto('/app/basket/add-basket');
}

/** Checks the basket out and opens the new booking; returns its id. */
async function checkOutAndOpen(page: Page): Promise<string> {
  const dialog = await fillCheckout(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return (await openNewestBooking(page)).split('/').pop()!;
}

it('a rug estimated at 4 m² is measured at 4.5 m² at pickup, and the customer sees the new total', async () => {
  const { page, errors } = await browser.newPage();
  await newCustomer(page);
  await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Rug (per m²) (GHC\u00a030.00 per m²)' });
  await page.getByLabel('Estimated size (m²)').fill('4');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.waitForURL('**/app/basket', PATIENCE);
  await page.getByText('about 4 m² (estimate)').waitFor(PATIENCE);
  await page.getByRole('note').getByText(/we measure it at pickup/).waitFor(PATIENCE);
  await saveScreens(page, 'basket-rug');
  const bookingId = await checkOutAndOpen(page);
  await page.getByText('about 4 m² (estimate)').waitFor(PATIENCE);

  await staff.goto(`/ops/orders/${bookingId}`);
  await pickUp(staff, () => staff.getByRole('button', { name: 'Move to Picked Up' }).click());
  await staff.getByRole('button', { name: 'Record size' }).waitFor(PATIENCE);
  await staff.getByLabel('Rug (per m²): measured m²').fill('4.5');
  await staff.getByRole('button', { name: 'Record size' }).click();
  await staff.getByText('Measured: 4.5 m²', { exact: false }).waitFor(PATIENCE);
  await saveScreens(staff, 'order-rug-measured');

  await page.reload();
  await page.getByText('Measured at pickup (estimate 4 m²)').waitFor(PATIENCE);
  await expect(page.getByRole('row', { name: /Sub total/ }).textContent()).resolves.toMatch(/135\.00/);
  await saveScreens(page, 'booking-rug-measured');
  expect(errors).toEqual([]);
});

it('a hem is priced at pickup, the customer accepts it in the app, and only then the work starts', async () => {
  const { page, errors } = await browser.newPage();
  await newCustomer(page);
  await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Hemming (Trousers or Skirt) (from GHC\u00a025.00)' });
  await page.getByLabel('What needs doing').fill('Shorten two trousers by 3 cm');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.waitForURL('**/app/basket', PATIENCE);
  await page.getByText('“Shorten two trousers by 3 cm”').waitFor(PATIENCE);
  await saveScreens(page, 'basket-job');
  const bookingId = await checkOutAndOpen(page);
  await page.getByText('We price this job when we collect it.').waitFor(PATIENCE);

  await staff.goto(`/ops/orders/${bookingId}`);
  await pickUp(staff, () => staff.getByRole('button', { name: 'Move to Picked Up' }).click());
  await staff.getByRole('button', { name: 'Set price' }).waitFor(PATIENCE);
  // Work waits for the customer's answer.
  expect(await staff.getByRole('button', { name: 'Move to Washing' }).count()).toBeLessThanOrEqual(1);
  await staff.getByLabel('Hemming (Trousers or Skirt): price of the work (GHC)').fill('45');
  await staff.getByRole('button', { name: 'Set price' }).click();
  await staff.getByText(/waiting for the customer's answer/).waitFor(PATIENCE);
  await saveScreens(staff, 'order-job-priced');

  // The board's card offers no move into the wash either, and says why.
  const orderNumber = (await staff.title()).split(' ')[0] ?? '';
  expect(orderNumber).toMatch(/^ADM-\d+$/);
  await staff.goto('/ops/');
  const card = staff.getByRole('region', { name: /^Picked Up/ }).getByRole('article', { name: orderNumber });
  await card.getByText('Job: Price sent: the customer accepts or refuses it').waitFor(PATIENCE);
  await card.getByRole('button', { name: `Move ${orderNumber}` }).click();
  await staff.getByRole('menuitem', { name: 'Cancel order…' }).waitFor(PATIENCE);
  expect(await staff.getByRole('menuitem', { name: 'Move to Washing' }).count()).toBe(0);
  await staff.keyboard.press('Escape');
  await staff.goto(`/ops/orders/${bookingId}`);

  await page.reload();
  await page.getByRole('button', { name: 'Accept the price of Hemming (Trousers or Skirt)' }).click();
  await page.getByText('Price accepted.').waitFor(PATIENCE);
  await expect(page.getByRole('row', { name: /Sub total/ }).textContent()).resolves.toMatch(/45\.00/);
  await saveScreens(page, 'booking-job-accepted');

  await staff.reload();
  await staff.getByRole('button', { name: 'Move to Washing' }).click();
  await staff.getByText('Washing').first().waitFor(PATIENCE);
  expect(errors).toEqual([]);
});
