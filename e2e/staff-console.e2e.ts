/**
 * The staff side in Chromium at 1280 px against the real product: the admin made by
 * `npm run admin:create` (global setup) invites a staff member, who sets a password from the
 * invitation email and signs in to the console; a customer (another browser) books at the staff
 * member's branch choosing "I'll collect at …", and the order appears on the Today board live,
 * marked for collection; the staff member moves it through every status (offered 'Ready for
 * Pickup', the order's choice, and 'Ready for Delivery' only behind an override), is refused
 * completing it unpaid, records a cash payment, completes it and prints the ticket, which says
 * it is collected; the customer sees each status on their booking.
 */
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { bookAsCustomer, logIn, PATIENCE, pickUp, unique } from './customer-steps';
import { E2E_ADMIN } from './product';

/** How long the board may take to hear of a new order through the live stream. */
const LIVE = { timeout: 10_000 };

let staffBrowser: Browser;
let customerBrowser: Browser;
beforeAll(async () => {
  staffBrowser = await launchBrowser(VIEWPORTS.desktop);
  customerBrowser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await staffBrowser?.close();
  await customerBrowser?.close();
});

/** The latest email of `kind` to `to` in the dev outbox. */
async function mailTo(to: string, kind: string): Promise<{ text: string }> {
  const outbox = await (await fetch(`${baseUrl()}/api/dev/outbox?page_size=100`)).json();
  const mail = outbox.results.find(
    (m: { to: string; kind: string }) => m.to === to && m.kind === kind,
  );
  if (!mail) throw new Error(`no ${kind} email to ${to} in the outbox`);
  return mail;
}

/** The customer's booking page shows `status` in its status badge (reloading until it does). */
async function customerSees(page: Page, bookingPath: string, status: string) {
  const deadline = Date.now() + PATIENCE.timeout;
  for (;;) {
    await page.goto(bookingPath);
    const badge = page
      .getByText('Status', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .locator('[data-ui="badge"]');
    await badge.waitFor(PATIENCE);
    const shown = (await badge.textContent())?.trim();
    if (shown === status) return;
    if (Date.now() > deadline)
      throw new Error(`the customer's booking shows '${shown}', not '${status}'`);
  }
}

test('an admin invites staff; the staff member sees a new booking live, takes it to completed with a cash payment and prints its ticket; the customer follows along', async () => {
  // The admin signs in, lands on the console and invites a staff member to one branch.
  const { page: admin } = await staffBrowser.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL(/\/ops\/?$/, PATIENCE);
  await admin.getByRole('link', { name: 'Staff', exact: true }).click();
  await admin.waitForURL('**/ops/staff', PATIENCE);
  await admin.getByRole('button', { name: 'Invite' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invite to the console' });
  const staffEmail = `staff.${unique()}@example.com`;
  await invite.getByLabel('Name').fill('Akosua Darko');
  await invite.getByLabel('Email').fill(staffEmail);
  await invite.getByLabel('Role').selectOption('staff');
  const branchSelect = invite.getByLabel('Branch');
  await admin.waitForFunction(
    () => document.querySelectorAll('[role="dialog"] select option').length > 3,
    undefined,
    PATIENCE,
  );
  await branchSelect.selectOption({ index: 1 });
  const branch = (await branchSelect.locator('option:checked').textContent())?.trim() ?? '';
  expect(branch).not.toBe('');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await invite.waitFor({ state: 'hidden', ...PATIENCE });
  await admin.getByRole('cell', { name: staffEmail }).waitFor(PATIENCE);
  await admin.close();

  // The invitee follows the emailed link, sets a password with the code, signs in: the console.
  const invitation = await mailTo(staffEmail, 'staff_invitation');
  const code = /Your code is: (\d{6})/.exec(invitation.text)?.[1];
  const link = /Open (\S+) and type the code/.exec(invitation.text)?.[1];
  expect(code).toBeTruthy();
  expect(link).toContain('/app/welcome?token=');
  const { page: staff } = await staffBrowser.newPage();
  const linkUrl = new URL(link ?? '');
  await staff.goto(linkUrl.pathname + linkUrl.search);
  const staffPassword = 'Counter@2026';
  await staff.getByRole('heading', { name: 'Welcome, Akosua' }).waitFor(PATIENCE);
  await staff.getByLabel('Code from the email').fill(code ?? '');
  await staff.getByLabel('Choose a password', { exact: true }).fill(staffPassword);
  await staff.getByRole('button', { name: 'Set my password' }).click();
  await staff.waitForURL('**/app/login', PATIENCE);
  await logIn(staff, staffEmail, staffPassword);
  await staff.waitForURL(/\/ops\/?$/, PATIENCE);
  await staff.getByRole('heading', { name: 'Orders in progress' }).waitFor(PATIENCE);
  await staff.getByRole('heading', { name: /^Pending/ }).waitFor(PATIENCE);

  // A customer books at that branch; the order appears on the board without a reload (the mark
  // set on this page would be gone after one).
  await staff.evaluate(() => Object.assign(window, { boardNotReloaded: true }));
  const { page: customer } = await customerBrowser.newPage();
  const bookingPath = await bookAsCustomer(customer, branch, { collect: true });
  await customer.getByText(`You collect it at ${branch}`).waitFor(PATIENCE);
  const orderNumber =
    (
      await customer
        .getByText(/^ADM-\d+$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(orderNumber).toMatch(/^ADM-\d{5,}$/);
  await customerSees(customer, bookingPath, 'Pending');

  const card = staff.getByRole('article', { name: orderNumber });
  await card.waitFor(LIVE);
  expect(await staff.evaluate(() => 'boardNotReloaded' in window)).toBe(true);
  await expect(card.getByText('Kwame Asare').isVisible()).resolves.toBe(true);
  await expect(card.getByText('Collection at branch').isVisible()).resolves.toBe(true);

  // The first move from the card's menu, the rest on the order's page.
  await card.getByRole('button', { name: `Move ${orderNumber}` }).click();
  await pickUp(staff, () => staff.getByRole('menuitem', { name: 'Move to Picked Up' }).click());
  await staff
    .getByRole('region', { name: /^Picked Up/ })
    .getByRole('article', { name: orderNumber })
    .waitFor(PATIENCE);
  await customerSees(customer, bookingPath, 'Picked Up');

  await staff
    .getByRole('region', { name: /^Picked Up/ })
    .getByRole('link', { name: orderNumber })
    .click();
  await staff.waitForURL('**/ops/orders/*', PATIENCE);
  await staff.getByText('the customer collects it at', { exact: false }).waitFor(PATIENCE);
  for (const status of ['Washing', 'Packaging', 'Ready for Pickup']) {
    const move = staff.getByRole('button', { name: `Move to ${status}` });
    if (status === 'Ready for Pickup') {
      // The customer collects: only 'Ready for Pickup' is a move; delivering is an override.
      await move.waitFor(PATIENCE);
      expect(await staff.getByRole('button', { name: 'Move to Ready for Delivery' }).count()).toBe(0);
      await expect(staff.getByRole('button', { name: 'Ready for Delivery instead…' }).isVisible()).resolves.toBe(true);
    }
    await move.click();
    await move.waitFor({ state: 'detached', ...PATIENCE });
    await customerSees(customer, bookingPath, status);
  }

  // Completing unpaid is refused; a cash payment at the counter, then completing works.
  await staff.getByRole('button', { name: 'Move to Completed' }).click();
  await staff
    .getByText('Record the payment before completing this booking.')
    .first()
    .waitFor(PATIENCE);
  await staff.getByRole('button', { name: 'Record payment' }).click();
  const payment = staff.getByRole('dialog', { name: `Record payment for ${orderNumber}` });
  await expect(payment.getByLabel('Method').inputValue()).resolves.toBe('cash');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await payment.waitFor({ state: 'hidden', ...PATIENCE });
  await staff.getByRole('main').getByText('Cash', { exact: true }).waitFor(PATIENCE);
  await staff.getByRole('button', { name: 'Move to Completed' }).click();
  await staff
    .getByRole('button', { name: 'Move to Completed' })
    .waitFor({ state: 'detached', ...PATIENCE });
  await customerSees(customer, bookingPath, 'Completed');

  // The bag's ticket: the order number and its QR code.
  await staff.getByRole('link', { name: 'Print ticket' }).click();
  await staff.waitForURL('**/ops/orders/*/ticket', PATIENCE);
  const ticket = staff.locator('[data-ui="ticket"]');
  await ticket.getByText(orderNumber, { exact: true }).first().waitFor(PATIENCE);
  await ticket.getByText('Collection at branch', { exact: true }).waitFor(PATIENCE);
  const qr = ticket.getByRole('img', { name: `QR code of ${orderNumber}` });
  await qr.waitFor(PATIENCE);
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(
    await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(true);

  // The orders table finds it under the payment state its row shows, and says it is collected.
  await staff.goto('/ops/orders');
  await staff.getByLabel('Payment').selectOption({ label: 'Paid' });
  await staff.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const row = staff.getByRole('row').filter({ hasText: orderNumber });
  await row.waitFor(PATIENCE);
  await expect(row.getByText('Collection at branch').isVisible()).resolves.toBe(true);
  await expect(row.getByText('Paid', { exact: true }).isVisible()).resolves.toBe(true);
  await staff.getByLabel('Payment').selectOption({ label: 'Balance due' });
  await staff.getByText('No orders match these filters.').waitFor(PATIENCE);

  // The customer's bookings list says it too, in the words of their booking.
  await customer.goto('/app/bookings');
  await customer
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: orderNumber })
    .getByText(`You collect it at ${branch}`)
    .waitFor(PATIENCE);
}, 240_000);
