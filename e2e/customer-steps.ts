/**
 * Steps the browser journeys share: signing in, and a new customer booking through the app the
 * way a person does (sign up, save an address, fill the basket, check out).
 */
import type { Locator, Page } from 'playwright-core';

export const PASSWORD = 'Laundry@2026';
/** A busy 2-core machine: generous waits on whatever the page has to fetch or hear. */
export const PATIENCE = { timeout: 20_000 };

export const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 6)}`;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signUp(page: Page, email = `customer.${unique()}@example.com`): Promise<string> {
  await page.goto('/app/signup');
  await page.getByLabel('Name').fill('Kwame Asare');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/app/dashboard', PATIENCE);
  return email;
}

/**
 * Picks the first pickup day that can be booked, then its first window with room, in the
 * checkout dialog (the radios are drawn as cards: their labels are what a person clicks).
 */
export async function choosePickup(dialog: Locator, window?: string): Promise<void> {
  await dialog.locator('label:has(input[name="pickup_date"]:not([disabled]))').first().click(PATIENCE);
  const windows = dialog.locator('label:has(input[name="pickup_window"]:not([disabled]))');
  await (window ? windows.filter({ hasText: window }) : windows).first().click(PATIENCE);
}

/** A signed-in customer saves their first address ('Home'), ending on their addresses. */
export async function saveFirstAddress(page: Page): Promise<void> {
  await page.goto('/app/user/address/add-address');
  await page.getByLabel('Address name').fill('Home');
  await page.getByLabel('Address', { exact: true }).fill('4 Oxford St, Osu');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.getByRole('heading', { name: 'Your Addresses (1)' }).waitFor(PATIENCE);
}

/** A signed-in customer saves their first address and puts `quantity` of the first item in the basket, ending on the basket. */
export async function addressAndBasket(page: Page, quantity: number): Promise<void> {
  await saveFirstAddress(page);
  await page.goto('/app/basket/add-basket');
  await page.getByLabel('Item', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.waitForURL('**/app/basket', PATIENCE);
}

/**
 * A signed-in customer saves an address, adds an item and checks out at `branch`, delivered to
 * their address or, with `collect`, collected at the branch; resolves with the booking's page address.
 */
export async function checkOut(page: Page, branch: string, { collect = false } = {}): Promise<string> {
  await addressAndBasket(page, 3);
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-label="Basket items"] > li').length === 1,
    undefined,
    PATIENCE,
  );

  const dialog = await fillCheckout(page, { branch, collect });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return openNewestBooking(page);
}

/**
 * Opens the basket's checkout and fills it: the first saved address, `branch` (else the first
 * branch), delivered to that address or, with `collect`, collected at the branch, and a pickup
 * window with room. Resolves with the dialog, ready to submit.
 */
export async function fillCheckout(page: Page, { branch, collect = false }: { branch?: string; collect?: boolean } = {}): Promise<Locator> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await dialog.getByLabel('Pickup address').selectOption({ index: 1 });
  await dialog.getByLabel('Branch').selectOption(branch ? { label: branch } : { index: 1 });
  if (collect) {
    // The card is the radio's label: "I'll collect at Osu" (no dropoff address is asked).
    await dialog.getByText(`I'll collect at ${branch}`, { exact: true }).click();
    await dialog.getByLabel('Dropoff address').waitFor({ state: 'detached', ...PATIENCE });
  } else {
    await dialog.getByLabel('Dropoff address').selectOption({ index: 1 });
  }
  await choosePickup(dialog);
  return dialog;
}

/** After a checkout is submitted: the bookings list, then the newest booking's page; resolves with its address. */
export async function openNewestBooking(page: Page): Promise<string> {
  await page.waitForURL('**/app/bookings', PATIENCE);
  const bookings = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await bookings.first().waitFor(PATIENCE);
  await bookings.first().getByRole('link').click();
  await page.waitForURL('**/app/bookings/booking/*', PATIENCE);
  return new URL(page.url()).pathname;
}

/** The customer signs up, saves an address, adds an item and checks out at `branch`; resolves with the booking's page address. */
export async function bookAsCustomer(page: Page, branch: string, options: { collect?: boolean } = {}): Promise<string> {
  await signUp(page);
  return checkOut(page, branch, options);
}

/**
 * Staff mark an order picked up with `press` (its button or the board's menu item); when the
 * booking's pickup day is still ahead the console asks first (decision 078), and the question is
 * answered yes. The question opens at once, before any request, or not at all.
 */
export async function pickUp(page: Page, press: () => Promise<void>): Promise<void> {
  await press();
  const yes = page.getByRole('button', { name: 'Yes, it is collected' });
  const asked = await yes.waitFor({ state: 'visible', timeout: 1_500 }).then(
    () => true,
    () => false,
  );
  if (asked) await yes.click();
}
