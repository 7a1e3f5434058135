/**
 * A quote becomes a basket in one press: on /get-quote the calculator's 'Book these items' takes a
 * signed-out visitor through sign-up (the quote kept in ?next=) to a basket holding exactly the
 * quoted items, once, however often the page is reloaded; a signed-in customer goes straight there.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';
import { PASSWORD, PATIENCE, unique } from './customer-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(() => browser.close());

/** Quotes two Blazers and a Shirt on /get-quote and presses 'Book these items'. */
async function quoteAndBook(page: Page): Promise<void> {
  await page.goto('/get-quote', { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Quote Form' }).click();
  for (const [query, name] of [
    ['blazer', /^Blazer/],
    ['shirt', /^Shirt/],
  ] as const) {
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('searchbox', { name: 'Search items' }).fill(query);
    await page.getByRole('list', { name: 'Items' }).getByRole('button', { name }).first().click();
  }
  await page.getByRole('button', { name: 'One more Blazer' }).click();
  await page.getByRole('link', { name: 'Book these items' }).click();
}

/** The basket's quantity of an item. */
const quantityOf = (page: Page, name: string) => page.getByRole('group', { name: `Quantity of ${name}` }).locator('output').textContent();

test('signed out: Book these items → sign up → the basket holds the quote, added once', async () => {
  const { page, errors } = await browser.newPage();
  await quoteAndBook(page);
  await page.waitForURL(/\/app\/login\?next=%2Fapp%2Fbasket%3Fquote%3D/, PATIENCE);

  // A new customer: the login's Sign Up keeps the quote in ?next=.
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/app\/signup\?next=%2Fapp%2Fbasket%3Fquote%3D/, PATIENCE);
  await page.getByLabel('Name').fill('Abena Quartey');
  await page.getByLabel('Email').fill(`quote.${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await page.getByText('3 pieces from your quote added to your basket.').waitFor(PATIENCE);
  await page.waitForURL((url) => url.pathname === '/app/basket' && url.search === '', PATIENCE);
  const list = page.getByRole('list', { name: 'Basket items' });
  await list.waitFor(PATIENCE);
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Basket items"] > li').length === 2, undefined, PATIENCE);
  expect(await quantityOf(page, 'Blazer')).toBe('2');
  expect(await quantityOf(page, 'Shirt')).toBe('1');

  // The address no longer carries the quote: a reload or Back adds nothing again.
  await page.reload();
  await list.waitFor(PATIENCE);
  expect(await quantityOf(page, 'Blazer')).toBe('2');
  expect(await quantityOf(page, 'Shirt')).toBe('1');
  expect(await page.getByRole('button', { name: 'Checkout' }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test('signed in: Book these items goes straight to the basket, adding to what was there', async () => {
  const { page, errors } = await browser.newPage();
  // Still signed in from the test above (one browser profile for the file).
  await quoteAndBook(page);
  await page.getByText('3 pieces from your quote added to your basket.').waitFor(PATIENCE);
  await page.waitForURL((url) => url.pathname === '/app/basket' && url.search === '', PATIENCE);
  await page.waitForFunction(
    () => document.querySelector('[aria-label="Quantity of Blazer"] output')?.textContent === '4',
    undefined,
    PATIENCE,
  );
  expect(await quantityOf(page, 'Shirt')).toBe('2');
  expect(errors).toEqual([]);
  await page.close();
});
