/**
 * The doors into the customer app (docs/decisions/008-app-pages-prerendered-and-split.md): the
 * login form is in the page before any script runs and a submit pressed early is sent once the
 * form is live; 'Schedule a Pickup' opens it without a page load; a signed-out visitor sent to log
 * in from a deep link comes back to it; a visitor already signed in is sent past the login; the
 * login page loads none of the signed-in app.
 */
import { chromium } from 'playwright-core';
import { baseUrl, CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, VIEWPORTS, type Browser } from './browser';

const PASSWORD = 'Laundry@2026';
const uniqueEmail = (tag: string) => `doors.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;

async function newCustomer(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await fetch(`${baseUrl()}/api/auth/signup/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ama Mensah', email, password: PASSWORD, password2: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return email;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(() => browser.close());
afterEach(async () => {
  // One profile for the file: every test starts signed out.
  const { page } = await browser.newPage();
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

test('the login form is in the page without JavaScript', async () => {
  const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await plain.newPage({ javaScriptEnabled: false, baseURL: baseUrl() });
    for (const path of ['/app/login', '/app/signup', '/app/reset-password', '/app/reset-password/code', '/app/reset-done']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
    }
    await page.goto('/app/login');
    await page.getByLabel('Email').fill('ama@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await page.getByRole('form', { name: 'Log in' }).getAttribute('method')).toBe('post');
  } finally {
    await plain.close();
  }
});

test("'Schedule a Pickup' opens the login without a page load, and the login page loads none of the signed-in app", async () => {
  const { page, errors } = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // On a phone the header's link is in the menu.
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Schedule a Pickup' }).first().click();
  await page.waitForURL('**/app/login');
  await page.getByRole('form', { name: 'Log in' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(scripts.filter((script) => /\/(app-signed-in|app-screen-|ops-console|component---src-pages-app-tsx)/.test(script))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a deep link brings a signed-out visitor back after logging in; the login then sends them past it', async () => {
  const email = await newCustomer('deep');
  const { page, errors } = await browser.newPage();
  await page.goto('/app/subscriptions');
  await page.waitForURL('**/app/login?next=%2Fapp%2Fsubscriptions');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/subscriptions');
  await page.getByRole('heading', { name: 'Your Subscriptions' }).waitFor();

  // Already signed in: the login goes straight to the dashboard, its form never shown.
  await page.goto('/app/login');
  await page.waitForURL('**/app/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Ama' }).waitFor();
  expect(errors).toEqual([]);
});

test('a login pressed before the scripts have run is sent once the form is live', async () => {
  const email = await newCustomer('early');
  const { page } = await browser.newPage();
  // Hold the page's scripts back until the form has been filled in and sent.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/app/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click({ noWaitAfter: true });
  expect(new URL(page.url()).pathname).toBe('/app/login');
  expect(page.url()).not.toContain(PASSWORD);
  release();
  await page.waitForURL('**/app/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Ama' }).waitFor();
});
