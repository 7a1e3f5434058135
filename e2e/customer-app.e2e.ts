/**
 * The customer app in Chromium against the real product (fresh database): a new customer signs
 * up, saves an address, fills the basket, checks out and finds the booking; a wrong password reads
 * 'Invalid Credentials'; logout clears the session and the guard takes over; subscribing to a
 * package; editing the profile; resetting a password with the code from the dev outbox.
 */
import type { Page } from 'playwright-core';
import { choosePickup } from './customer-steps';
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';

const PASSWORD = 'Laundry@2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(() => browser.close());

const uniqueEmail = (tag: string) => `app.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signUp(page: Page, email: string, name = 'Ama Mensah') {
  await page.goto('/app/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/app/dashboard');
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the phone's side navigation and follows one of its entries. */
async function openNav(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'App' });
  await nav.getByRole(entry === 'Logout' ? 'button' : 'link', { name: entry }).click();
}

test('sign up, save an address, add items, check out, and find the booking in the list and its detail', async () => {
  const { page, errors } = await browser.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await signUp(page, uniqueEmail('booking'));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('accessToken') ?? 'null'))).toEqual(expect.any(String));
  await page.getByRole('heading', { name: 'Welcome, Ama' }).waitFor();

  await openNav(page, 'Addresses');
  await page.getByRole('heading', { name: 'Your Addresses (0)' }).waitFor();
  await page.getByRole('link', { name: 'Add Address' }).click();
  await page.getByLabel('Address name').fill('Home');
  await page.getByLabel('Address', { exact: true }).fill('12 Nii Sai Rd, East Legon');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.getByRole('heading', { name: 'Your Addresses (1)' }).waitFor();

  await openNav(page, 'Basket');
  await page.getByText('YOUR BASKET IS EMPTY.').waitFor();
  for (const [index, quantity] of [
    [1, '2'],
    [3, '1'],
  ] as const) {
    await page.getByRole('link', { name: 'Add Item' }).click();
    await page.getByLabel('Item', { exact: true }).selectOption({ index });
    await page.getByLabel('Quantity').fill(quantity);
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.waitForURL('**/app/basket');
  }
  // The basket shows what it had while it reloads, then both lines.
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Basket items"] > li').length === 2);

  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  // The one saved address is already the pickup and the drop-off; the day is still to choose.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Provide a pickup date.').waitFor(); // SPEC's checkout message
  await dialog.getByLabel('Pickup address').selectOption({ index: 1 });
  await dialog.getByLabel('Dropoff address').selectOption({ index: 1 });
  await dialog.getByLabel('Branch').selectOption({ index: 1 });
  await choosePickup(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Success!').waitFor();
  await page.waitForURL('**/app/bookings');

  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Bookings"] > li').length === 1);
  const bookings = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await expect(bookings.first().getByText('Pending').isVisible()).resolves.toBe(true);
  await bookings.first().getByRole('link').click();
  await page.waitForURL('**/app/bookings/booking/*');
  await page.getByRole('heading', { name: 'Items' }).waitFor();
  // Header, two lines, sub total, the pickup fee (under 5 kg) and the total.
  await expect(page.getByRole('row').count()).resolves.toBe(6);
  await expect(page.getByRole('row', { name: /Pickup and delivery/ }).isVisible()).resolves.toBe(true);
  await expect(page.getByText('Unpaid').isVisible()).resolves.toBe(true);

  await openNav(page, 'Basket');
  await page.getByText('YOUR BASKET IS EMPTY.').waitFor();
  expect(failed).toEqual([]);
  // Failed loads are checked above; the browser's own favicon request is not the app's.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});

test("a wrong password shows 'Invalid Credentials' and Try Again returns to the form", async () => {
  const { page } = await browser.newPage();
  const email = uniqueEmail('wrong');
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, 'Wrong@Pass1');
  await page.getByText('Invalid Credentials').waitFor();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
});

test('logout clears both storages and the guard sends the visitor to log in', async () => {
  const { page } = await browser.newPage();
  const email = uniqueEmail('logout');
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/app/dashboard');
  // Without 'Remember me' the session lives in sessionStorage only.
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), sessionStorage.getItem('accessToken') !== null])).toEqual([null, true]);

  await openNav(page, 'Logout');
  await page.waitForURL('**/app/login');
  const stored = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    sessionStorage.getItem('accessToken'),
    localStorage.getItem('user'),
    sessionStorage.getItem('user'),
  ]);
  expect(stored).toEqual([null, null, null, null]);

  // The guard sends the visitor to log in, and the login brings them back to the page after.
  await page.goto('/app/bookings');
  await page.waitForURL('**/app/login?next=%2Fapp%2Fbookings');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
});

test('subscribe to a package', async () => {
  const { page } = await browser.newPage();
  await signUp(page, uniqueEmail('subscribe'));
  await openNav(page, 'Subscriptions');
  await page.getByRole('heading', { name: 'Your Subscriptions' }).waitFor();
  await page.getByRole('button', { name: 'Add Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to a Package' });
  const details = dialog.getByRole('link', { name: /^Details of / }).first();
  const label = (await details.getAttribute('aria-label')) ?? '';
  const packageName = label.replace('Details of ', '');
  await details.click();
  await page.waitForURL('**/app/subscriptions/add-subscription/*');
  await page.getByRole('heading', { name: packageName }).waitFor();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(`You have Subscribed to the ${packageName} Package!`).waitFor();
  await page.waitForURL(/\/app\/subscriptions\/[0-9a-f-]{36}$/);
  await page.getByText('Inactive').waitFor();

  await openNav(page, 'Subscriptions');
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Subscriptions"] > li').length === 1);
  const rows = page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem');
  await expect(rows.first().getByText(packageName).isVisible()).resolves.toBe(true);
});

test('edit the profile', async () => {
  const { page } = await browser.newPage();
  await signUp(page, uniqueEmail('profile'), 'Kofi Boateng');
  await page.getByRole('button', { name: 'Account menu for Kofi Boateng' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/app/profile');
  await page.getByLabel('Name').fill('Kofi Asante');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.waitForURL('**/app/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Kofi' }).waitFor();
  await page.getByRole('button', { name: 'Account menu for Kofi Asante' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Account menu for Kofi Asante' }).waitFor();
});

test('reset a password with the code from the outbox, then log in with it', async () => {
  const { page } = await browser.newPage();
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL('**/app/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL('**/app/reset-password/code');

  const outbox = await (await fetch(`${baseUrl()}/api/dev/outbox?page_size=100`)).json();
  const mail = outbox.results.find((m: { to: string; kind: string }) => m.to === email && m.kind === 'password_reset');
  const code = /Your code is: (\S+)/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();

  const fresh = 'Fresh@Start9';
  await page.getByLabel('Code').fill(code ?? '');
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL('**/app/reset-done');
  await page.getByRole('heading', { name: 'Password reset' }).waitFor();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL('**/app/login');

  await logIn(page, email, fresh);
  await page.waitForURL('**/app/dashboard');
});
