/**
 * The Content-Security-Policy in Chromium, enforced as a visitor's browser enforces it: every page
 * of the site, the app's screens signed out and signed in, the staff console's screens, the
 * contact map with its tiles, client-side navigation from the site into the app, and a sandbox
 * payment to its toast. Every document carries the policy, and not one `securitypolicyviolation`
 * event fires (a listener is installed in each document before its own scripts run).
 * Geolocation answers only in the address form's document.
 */
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { bookAsCustomer, logIn, PATIENCE, signUp } from './customer-steps';
import { E2E_ADMIN } from './product';

interface Violation {
  document: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** The map's tile server: answered here with a blank tile (the machines have no internet). */
const TILES = /^https:\/\/tile\.openstreetmap\.org\//;
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Where a page of the product is, and a heading that says it has been drawn. */
const SITE_PAGES = ['/', '/about', '/contact', '/services', '/pricing', '/get-quote', '/terms', '/privacy-policy', '/blog', '/blog/keeping-whites-white'];
const SIGNED_OUT_SCREENS = ['/app/login', '/app/signup', '/app/reset-password', '/app/reset-password/code', '/app/reset-done'];
const SIGNED_IN_SCREENS = [
  '/app/dashboard',
  '/app/basket',
  '/app/basket/add-basket',
  '/app/bookings',
  '/app/bookings/add-booking',
  '/app/subscriptions',
  '/app/user/address',
  '/app/user/address/add-address',
  '/app/profile',
  '/app/change-password',
  '/app/help',
];
const CONSOLE_SCREENS = [
  '/ops/',
  '/ops/orders',
  '/ops/customers',
  '/ops/subscriptions',
  '/ops/staff',
  '/ops/website',
  '/ops/catalogue',
  '/ops/packages',
  '/ops/branches',
  '/ops/branches/hours',
  '/ops/reports',
  '/ops/audit',
];

let browser: Browser;
const violations: Violation[] = [];

beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
  const { context } = browser;
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: Omit<Violation, 'document'>) => {
    violations.push({ document: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      },
      true,
    );
  });
  await context.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
});
afterAll(() => browser.close());

beforeEach(() => {
  violations.length = 0;
});

/** Opens `path` as a new document, checks it carries the policy, and waits until it is drawn and settled. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await page.locator('h1').first().waitFor(PATIENCE);
  // Let the page's own scripts finish what they start after the first paint (data, lazy parts).
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** Signs out whoever the shared profile holds (the doors send a stored session on). */
async function signOut(page: Page) {
  await page.goto('/', { waitUntil: 'load' });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The violations, each with what was blocked: an empty list is the expectation. */
const reported = () => violations.map((v) => `${v.document}: ${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`.trim());

test('every page of the site, the 404 page and the contact map', async () => {
  const { page } = await browser.newPage();
  for (const path of SITE_PAGES) await visit(page, path);
  const missing = await page.goto('/no-such-page', { waitUntil: 'load' });
  expect(missing?.status()).toBe(404);
  // The error page names no software or version (Gatsby's generator tag is taken out).
  expect(await missing?.text()).not.toMatch(/name="generator"|Gatsby \d|Fastify|Node\.js/i);
  expect(missing?.headers()['x-powered-by']).toBeUndefined();
  await page.locator('h1').first().waitFor(PATIENCE);

  await visit(page, '/contact');
  const map = page.getByRole('region', { name: 'Map of our branches in Accra' });
  await map.scrollIntoViewIfNeeded();
  await map.locator('.leaflet-marker-icon').first().waitFor(PATIENCE);
  await map.locator('img.leaflet-tile-loaded').first().waitFor(PATIENCE);
  await map.locator('.leaflet-marker-icon').nth(1).click();
  await map.locator('.leaflet-popup-content').first().waitFor(PATIENCE);
  expect(reported()).toEqual([]);
  await page.close();
});

test("the app's screens signed out, reached by a new document and from the site by a link", async () => {
  const { page } = await browser.newPage();
  for (const path of SIGNED_OUT_SCREENS) await visit(page, path);
  // Gatsby moves the login's Head script into the site page's document: its hash is in every policy.
  await visit(page, '/pricing');
  await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate('/app/login'));
  await page.getByRole('button', { name: 'Log in' }).waitFor(PATIENCE);
  await page.waitForTimeout(500);
  expect(reported()).toEqual([]);
  await page.close();
});

test("the app's screens signed in; geolocation answers only in the address form", async () => {
  const { page } = await browser.newPage();
  // The visitor has said yes to the site: only the Permissions-Policy stands in the way.
  await browser.context.grantPermissions(['geolocation'], { origin: new URL(baseUrl()).origin });
  await browser.context.setGeolocation({ latitude: 5.6037, longitude: -0.187 });
  await signOut(page);
  await signUp(page);
  const position = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            (found) => resolve(`${found.coords.latitude.toFixed(2)},${found.coords.longitude.toFixed(2)}`),
            (error) => resolve(`refused ${error.code}`),
            { timeout: 5_000 },
          ),
        ),
    );
  for (const path of SIGNED_IN_SCREENS) {
    await visit(page, path);
    // 1: PERMISSION_DENIED, what a document without the permission hears, whatever the visitor chose.
    expect([path, await position()]).toEqual([path, path === '/app/user/address/add-address' ? '5.60,-0.19' : 'refused 1']);
  }
  expect(reported()).toEqual([]);
  await page.close();
}, 180_000);

test('a booking paid through the sandbox checkout, to its toast', async () => {
  const { page } = await browser.newPage();
  await signOut(page);
  await bookAsCustomer(page, 'East Legon');
  await page.getByRole('button', { name: 'Make Payment' }).click(PATIENCE);
  const offer = page.getByRole('dialog', { name: 'Make Payment' });
  await offer.getByRole('button', { name: /^Pay GHC/ }).click(PATIENCE);
  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: 'Pay now' }).click(PATIENCE);
  // The toast's styles are written by goober into a <style> element: style-src must allow them.
  await page.getByText('Payment Confirmed!').waitFor(PATIENCE);
  await page.getByRole('button', { name: 'PAID' }).waitFor(PATIENCE);
  expect(reported()).toEqual([]);
  await page.close();
});

test("the staff console's screens, as its owner", async () => {
  const { page } = await browser.newPage();
  await signOut(page);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL(/\/ops\/?$/, PATIENCE);
  for (const path of CONSOLE_SCREENS) await visit(page, path);
  expect(reported()).toEqual([]);
  await page.close();
}, 240_000);
