/**
 * A customer follows their order in Chromium against the real product: they give their mobile
 * number in the profile, book, and keep the booking's page open; the admin (global setup) moves
 * the order in the console; the customer's page shows the new status, the progress bar's step and
 * the timeline's entry without a reload, and the outbox holds the email and the SMS of the step.
 */
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { checkOut, logIn, PATIENCE, pickUp, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

/** How long a change may take to reach the open page through the live stream (a busy machine). */
const LIVE = { timeout: 10_000 };

let staffBrowser: Browser;
let customerBrowser: Browser;
beforeAll(async () => {
  staffBrowser = await launchBrowser(VIEWPORTS.desktop);
  customerBrowser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(async () => {
  await staffBrowser?.close();
  await customerBrowser?.close();
});

interface OutboxRow {
  channel: 'email' | 'sms';
  to: string;
  kind: string;
  text: string;
  html: string | null;
}

/** What the outbox holds about one order. */
async function outboxOf(bookingId: string): Promise<OutboxRow[]> {
  const answer = await fetch(`${baseUrl()}/api/dev/outbox?page_size=100&booking=${bookingId}`);
  return (await answer.json()).results;
}

test("a staff member moves a booking while the customer's page is open: the new status appears live, and the email and the SMS are in the outbox", async () => {
  // The customer signs up, gives a mobile number the way people type it, and books.
  const { page: customer } = await customerBrowser.newPage();
  const email = await signUp(customer);
  await customer.goto('/app/profile');
  await customer.getByLabel('Mobile number (optional)').fill('024 123 4567');
  await customer.getByRole('button', { name: 'Save Profile' }).click();
  await customer.waitForURL('**/app/dashboard', PATIENCE);
  const bookingPath = await checkOut(customer, 'Osu');
  const bookingId = bookingPath.split('/').pop() ?? '';
  const progress = customer.locator('[data-ui="booking-progress"]');
  await progress.locator('[aria-current="step"]').getByText('Pending').waitFor(PATIENCE);
  const placed = await outboxOf(bookingId);
  expect(placed.map((row) => [row.kind, row.channel, row.to]).sort()).toEqual([
    ['booking_placed', 'email', email],
    ['booking_placed', 'sms', '+233241234567'],
  ]);

  // The page stays open: a mark set on it would be gone after a reload.
  await customer.evaluate(() => Object.assign(window, { bookingNotReloaded: true }));

  // The admin moves the order from its page in the console.
  const { page: staff } = await staffBrowser.newPage();
  await logIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.waitForURL(/\/ops\/?$/, PATIENCE);
  await staff.goto(`/ops/orders/${bookingId}`);
  const move = staff.getByRole('button', { name: 'Move to Picked Up' });
  await pickUp(staff, () => move.click());
  const moved = Date.now();
  await move.waitFor({ state: 'detached', ...PATIENCE });

  // The customer's page shows it without a reload: the status, the bar's step, the timeline.
  await progress.locator('[aria-current="step"]').getByText('Picked Up').waitFor(LIVE);
  console.log(`order tracking: the customer's page showed the new status ${Date.now() - moved} ms after the staff member pressed`);
  expect(await customer.evaluate(() => 'bookingNotReloaded' in window)).toBe(true);
  const status = customer
    .getByText('Status', { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .locator('[data-ui="badge"]');
  expect((await status.textContent())?.trim()).toBe('Picked Up');
  const timeline = customer.locator('[data-ui="booking-timeline"] li');
  await expect(timeline.count()).resolves.toBe(2);
  expect(await timeline.nth(1).textContent()).toMatch(/^Picked Up[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

  // The step's email and SMS are in the outbox, once each.
  const rows = (await outboxOf(bookingId)).filter((row) => row.kind === 'booking_picked_up');
  expect(rows.map((row) => [row.channel, row.to]).sort()).toEqual([
    ['email', email],
    ['sms', '+233241234567'],
  ]);
  const sms = rows.find((row) => row.channel === 'sms');
  expect(sms?.text).toMatch(/^Adom Laundry: we have collected order ADM-\d+\./);
  expect(rows.find((row) => row.channel === 'email')?.html).toContain('We have your laundry');
}, 240_000);
