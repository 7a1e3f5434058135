/**
 * Money taken at the counter as it comes (decision 074), on the counter tablet (820 px): a
 * customer books; at the counter, mobile money for more than is owed is refused with the server's
 * message on the amount field; part is paid by mobile money (network and the payer's number), the
 * rest in cash with change, which the form shows before it is recorded; the order lists both
 * payments and is paid. The form is saved at 820 and 1280 px when E2E_SCREENSHOTS names a directory.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';
import { bookAsCustomer, logIn, PATIENCE } from './customer-steps';
import { E2E_ADMIN } from './product';

/** The counter's tablet, upright. */
const TABLET = { width: 820, height: 1180 };

let customerBrowser: Browser;
let counterBrowser: Browser;
beforeAll(async () => {
  customerBrowser = await launchBrowser(VIEWPORTS.phone);
  counterBrowser = await launchBrowser(TABLET);
});
afterAll(async () => {
  await counterBrowser?.close();
  await customerBrowser?.close();
});

/**
 * Saves the page at the tablet's and the desk's width, then goes back to the tablet; `show` is
 * scrolled into view first, and a dialog's opening has settled.
 */
async function shoot(page: Page, name: string, show?: Locator) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, viewport] of Object.entries({ tablet: TABLET, desktop: VIEWPORTS.desktop })) {
    await page.setViewportSize(viewport);
    await show?.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(TABLET);
}

/** The amount in the <dd> after the term `term` in `within`, as '67.50'. */
async function amountAfter(within: Locator, term: string): Promise<string> {
  const text = await within.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();
  return text!.replace(/[^\d.]/g, '');
}

test('a split counter payment: mobile money refused beyond what is owed, part by MTN MoMo, the rest in cash with change', async () => {
  const { page: customer } = await customerBrowser.newPage();
  const bookingPath = await bookAsCustomer(customer, 'Osu');
  const bookingId = bookingPath.split('/').pop()!;

  const { page: counter, errors } = await counterBrowser.newPage();
  await logIn(counter, E2E_ADMIN.email, E2E_ADMIN.password);
  await counter.waitForURL(/\/ops\/?$/, PATIENCE);
  await counter.goto(`/ops/orders/${bookingId}`);

  await counter.getByRole('button', { name: 'Record payment' }).click(PATIENCE);
  let dialog = counter.getByRole('dialog', { name: /^Record payment for / });
  const owed = await amountAfter(dialog, 'Still owed');
  expect(toPesewas(owed)).toBeGreaterThan(1000);
  const amount = dialog.getByLabel('Amount (GHC)');
  await expect(amount.inputValue()).resolves.toBe(owed);

  // Mobile money for more than is owed: the server's message lands on the amount field.
  await dialog.getByLabel('Method').selectOption('mobile_money');
  await dialog.getByLabel('Network').selectOption({ label: 'MTN MoMo' });
  await dialog.getByLabel("Payer's number").fill('024 412 3456');
  await amount.fill(fromPesewas(toPesewas(owed) + 100));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByText(/^The amount can be at most GHC\s[\d.]+, what is still owed\./).waitFor(PATIENCE);
  expect(await amount.getAttribute('aria-invalid')).toBe('true');
  expect(await counter.getByText('Request failed with status 400').count()).toBe(0);
  await shoot(counter, 'counter-payment-refused');

  // Part of it by MTN MoMo.
  await amount.fill('10.00');
  await dialog.getByLabel('Reference (optional)').fill('MP-4471');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'hidden', ...PATIENCE });
  const left = fromPesewas(toPesewas(owed) - 1000);
  const main = counter.getByRole('main');
  await main.getByText(new RegExp(`Balance due GHC\\s${left.replace('.', '\\.')}`)).first().waitFor(PATIENCE);

  // The rest in cash, handed over with GHC 5.00 too many: the change shows before recording.
  await main.getByRole('button', { name: /^Record balance/ }).click();
  dialog = counter.getByRole('dialog', { name: /^Record payment for / });
  expect(await amountAfter(dialog, 'Still owed')).toBe(left);
  const handed = fromPesewas(toPesewas(left) + 500);
  await dialog.getByLabel('Amount (GHC)').fill(handed);
  expect(await amountAfter(dialog, 'Change to give')).toBe('5.00');
  await shoot(counter, 'counter-payment-change');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'hidden', ...PATIENCE });

  // Both payments are listed and the order is paid.
  const received = main.getByRole('list', { name: 'Payments received (2)' });
  await received.waitFor(PATIENCE);
  const list = received;
  await list.getByText(/Mobile money · MTN MoMo · 024 412 3456/).waitFor(PATIENCE);
  await list.getByText(new RegExp(`GHC\\s${handed.replace('.', '\\.')} handed over, GHC\\s5\\.00 change given`)).waitFor(PATIENCE);
  await main.getByText('Paid', { exact: true }).first().waitFor(PATIENCE);
  expect(await main.getByRole('button', { name: /^Record (payment|balance)/ }).count()).toBe(0);
  await shoot(counter, 'counter-payment-paid', received);
  // The one refusal asked for above is the browser's only complaint.
  expect(errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error))).toEqual([]);
  expect(errors.filter((error) => /status of 400/.test(error))).toHaveLength(1);
}, 180_000);
