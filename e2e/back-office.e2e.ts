/**
 * The back office in Chromium at 1280 px against the real product: the admin changes an item's
 * price in the Catalogue and a customer's basket shows the new price and says it changed; the
 * admin records a cash payment at the counter and the Reports screen's takings (chart and table)
 * show it for today.
 */
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { bookAsCustomer, logIn, PATIENCE, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

let adminBrowser: Browser;
let customerBrowser: Browser;
beforeAll(async () => {
  adminBrowser = await launchBrowser(VIEWPORTS.desktop);
  customerBrowser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await adminBrowser?.close();
  await customerBrowser?.close();
});

test("an admin's price change shows in a customer's basket; a counter payment shows in today's takings", async () => {
  // A customer puts an item in the basket at today's price.
  const { page: customer } = await customerBrowser.newPage();
  await signUp(customer);
  await customer.goto('/app/basket/add-basket');
  const itemSelect = customer.getByLabel('Item', { exact: true });
  await customer.waitForFunction(() => document.querySelectorAll('select option').length > 2, undefined, PATIENCE);
  await itemSelect.selectOption({ index: 1 });
  const label = (await itemSelect.locator('option:checked').textContent())?.trim() ?? '';
  const itemName = label.replace(/\s*\(GHC.*\)$/, '');
  await customer.getByLabel('Quantity').fill('2');
  await customer.getByRole('button', { name: 'Add Item' }).click();
  await customer.waitForURL('**/app/basket', PATIENCE);

  // The admin raises that item's price in the Catalogue.
  const { page: admin } = await adminBrowser.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL(/\/ops\/?$/, PATIENCE);
  await admin.getByRole('link', { name: 'Catalogue', exact: true }).click();
  await admin.waitForURL('**/ops/catalogue', PATIENCE);
  // The search is answered before the price is typed: the table it draws is the one to type into.
  const searched = admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/ops/items/' && new URL(response.url()).searchParams.get('search') === itemName, PATIENCE);
  await admin.getByLabel('Search items').fill(itemName);
  await searched;
  const priceForm = admin.getByRole('form', { name: `Price of ${itemName}` });
  await priceForm.waitFor(PATIENCE);
  await priceForm.getByRole('textbox').fill('99.50');
  await priceForm.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Success').first().waitFor(PATIENCE);

  // The customer's basket shows the new price and says it changed.
  await customer.reload();
  await customer.getByRole('note').filter({ hasText: /Price changed from .* to GHC\s99\.50 each\./ }).waitFor(PATIENCE);
  await expect(customer.getByText(/Total:/).textContent()).resolves.toMatch(/GHC\s199\.00/);

  // Another customer books; the admin takes cash for it at the counter.
  const { page: booker } = await customerBrowser.newPage();
  const bookingPath = await bookAsCustomer(booker, 'East Legon');
  const bookingId = bookingPath.split('/').pop()!;
  await admin.goto(`${baseUrl()}/ops/orders/${bookingId}`);
  await admin.getByRole('button', { name: 'Record payment' }).click();
  const payment = admin.getByRole('dialog', { name: /^Record payment for/ });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await payment.waitFor({ state: 'hidden', ...PATIENCE });

  // Today's takings show the cash, in the chart and in its table.
  await admin.getByRole('link', { name: 'Reports', exact: true }).click();
  await admin.waitForURL('**/ops/reports', PATIENCE);
  await admin.getByLabel('Dates').selectOption('today');
  const takings = admin.getByRole('table', { name: /Takings per period/ });
  await takings.waitFor(PATIENCE);
  const cash = takings.getByRole('row').nth(1).getByRole('cell').nth(2);
  await expect(cash.textContent()).resolves.not.toMatch(/GHC\s0\.00$/);
  const bars = admin.locator('[data-ui="takings-chart"] .recharts-bar-rectangle');
  await bars.first().waitFor(PATIENCE);
  expect(await bars.count()).toBeGreaterThan(0);
});
