/**
 * The public site in Chromium against the real product (built site + API on a fresh database):
 * every public route renders its heading without console errors; the header's scrolled look and
 * phone menu; a new path starts at the top; the FAQ keeps one answer open; pricing search; the
 * quote calculator, and a tap made before the scripts arrive; the contact form reaches the API's EmailJS-compatible sink (the visitor gets a
 * confirmation email); the map shows both branches when its tiles fail; no customer-app code on
 * public pages; robots.txt and the sitemap; a page's scripts wait for its first paint.
 */
import type { Page, Request } from 'playwright-core';
import { baseUrl, launchBrowser, VIEWPORTS, type Browser, MAP_TILES } from './browser';

/** Every public route (SPEC §2) and the heading it opens with. */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Clean clothes, handled with grace'],
  ['/about', 'Laundry care with grace'],
  ['/contact', 'Get In Touch'],
  ['/services', 'Every fabric, cleaned the way it should be'],
  ['/pricing', 'Clear prices, in the unit you book'],
  ['/get-quote', 'What will it cost?'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/blog', 'Care tips and news'],
  ['/blog/keeping-whites-white', 'How to keep white clothes white in Accra'],
];

/** The map's tile server: a third party, unreachable from the machines tests run on. */
const TILES = MAP_TILES;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(() => browser.close());

/** Scripts a page requested, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe('every public route', () => {
  test.each(ROUTES)('%s renders its heading with no console errors and no customer-app code', async (path, heading) => {
    const { page, errors } = await browser.newPage();
    const scripts = scriptsOf(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await h1(page).textContent()).toBe(heading);
    expect(await page.title()).toMatch(/Adom Laundry & Dry Cleaning$/);
    expect(errors).toEqual([]);
    expect(scripts.filter((script) => script.includes('component---src-pages-app'))).toEqual([]);
    await page.close();
  });

  test('an unknown path shows the 404 page with status 404', async () => {
    const { page, errors } = await browser.newPage();
    const response = await page.goto('/no-such-page', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await h1(page).textContent()).toBe('404 Not Found');
    // The document itself, and Gatsby looking up the missing page's data, answer 404; nothing else fails.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.close();
  });
});

test.each(['/', '/app/login'])('%s asks for its scripts only once its first paint is on screen, then comes to life', async (path) => {
  const { page, errors } = await browser.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.scripts).toHaveLength(3);
  for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.firstContentfulPaint!);
  // Preact has taken the page over: Gatsby's root holds its tree (`__k`, Preact's name for a
  // node's rendered children), hydrated over the HTML, whose heading is still the one drawn.
  const heading = await page.evaluateHandle(() => document.querySelector('h1'));
  await page.waitForFunction(() => '__k' in (document.getElementById('___gatsby') ?? {}));
  expect(await page.evaluate((drawn) => drawn !== null && drawn === document.querySelector('h1') && drawn.isConnected, heading)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test('the header takes its scrolled look past 80 px and opens its menu on a phone', async () => {
  const { page } = await browser.newPage();
  await page.goto('/services', { waitUntil: 'networkidle' });
  const header = page.getByRole('banner');
  expect(await header.getAttribute('data-scrolled')).toBe('false');
  await page.evaluate(() => window.scrollTo(0, 80));
  await page.waitForTimeout(100);
  expect(await header.getAttribute('data-scrolled')).toBe('false');
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');

  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await nav.isVisible()).toBe(true);
  expect(await nav.getByRole('link').allTextContents()).toEqual(['About', 'Services', 'Pricing', 'Get Quote', 'Contact', 'Blog', 'Schedule a Pickup']);
  await page.close();
});

test('following a link starts the new page at the top', async () => {
  const { page } = await browser.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL('**/pricing');
  await h1(page).waitFor();
  expect(await h1(page).textContent()).toBe('Clear prices, in the unit you book');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.close();
});

test('the FAQ keeps one answer open, and clicking the open question closes it', async () => {
  const { page } = await browser.newPage();
  await page.goto('/services', { waitUntil: 'networkidle' });
  const questions = page.locator('[data-ui="accordion"] summary');
  expect(await questions.count()).toBe(13);
  const open = () => page.locator('[data-ui="accordion"] details[open] summary').allTextContents();
  await questions.nth(2).click();
  expect(await open()).toEqual(['How long will my order take?']);
  await questions.nth(9).click();
  expect(await open()).toEqual(['What if something is damaged or missing?']);
  expect(await page.getByText('Complaints must be made within 24 hours of delivery', { exact: false }).isVisible()).toBe(true);
  await questions.nth(9).click();
  expect(await open()).toEqual([]);
  await page.close();
});

test('pricing: View More adds ten rows, and the search overlay finds items by name', async () => {
  const { page } = await browser.newPage();
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  const laundryRows = page.getByRole('table', { name: 'Laundry prices' }).locator('tbody tr');
  expect(await laundryRows.count()).toBe(10);
  await page.getByRole('region', { name: 'Laundry' }).getByRole('button', { name: 'View More' }).click();
  expect(await laundryRows.count()).toBe(20);

  await page.getByRole('button', { name: /^Search for an item:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Search for an item' });
  await dialog.waitFor();
  await dialog.getByRole('searchbox').fill('JACKET');
  expect(await dialog.getByRole('listitem').count()).toBe(2);
  await dialog.getByRole('searchbox').fill('spacesuit');
  await dialog.getByText('No search content').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.close();
});

test('get quote: a tap made before the scripts arrive is kept; the calculator adds items, counts them and totals them', async () => {
  const { page, errors } = await browser.newPage();
  // The page's scripts are held back until the visitor has tapped the tab, as on a slow line.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/get-quote', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Quote Form' }).click();
  release();
  await page.getByText('Your Basket is Empty.').waitFor();
  await page.unroute('**/*.js');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('searchbox', { name: 'Search items' }).fill('blazer');
  await page.getByRole('list', { name: 'Items' }).getByRole('button', { name: /^Blazer/ }).click();
  const less = page.getByRole('button', { name: 'One less Blazer' });
  expect(await less.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'One more Blazer' }).click();
  await page.getByRole('button', { name: 'One more Blazer' }).click();
  expect(await page.getByRole('group', { name: 'Quantity of Blazer' }).locator('output').textContent()).toBe('3');
  expect((await page.getByText('Total').locator('..').textContent())?.replace(/\s/g, ' ')).toBe('TotalGHC 135.00');
  await page.getByRole('button', { name: 'Remove Blazer' }).click();
  await page.getByText('Your Basket is Empty.').waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('the contact form shows its messages, then sends to the sink and the visitor gets a confirmation', async () => {
  const { page, errors } = await browser.newPage();
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Name must be provided').waitFor();
  await page.getByText('Email must be valid').waitFor();
  await page.getByText('Provide a message').waitFor();

  const email = `contact.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Ama Owusu');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Can you clean a bridal gown before Saturday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('We have received your request.').waitFor();
  // The thank-you card is in view, below the fixed header, not half under it.
  const thanks = page.getByRole('status').filter({ hasText: 'We have received your request.' });
  await page.waitForFunction(
    () => {
      const card = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes('We have received'));
      const header = document.querySelector('header');
      if (!card || !header) return false;
      const box = card.getBoundingClientRect();
      return box.top >= header.getBoundingClientRect().bottom && box.top < window.innerHeight;
    },
    undefined,
    { timeout: 5000 },
  );
  expect(await thanks.isVisible()).toBe(true);
  expect(errors).toEqual([]);

  const outbox = (await (await fetch(`${baseUrl()}/api/dev/outbox/?page_size=100`)).json()) as { results: { to: string; subject: string }[] };
  expect(outbox.results.find((message) => message.to === email)?.subject).toBe('We have received your message');
  await page.close();
});

test('the contact map shows both branches with their popups when the tiles cannot load', async () => {
  const { page, errors } = await browser.newPage();
  await page.route(TILES, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const map = page.getByRole('region', { name: 'Map of our branches in Accra' });
  await map.scrollIntoViewIfNeeded();
  const pins = map.locator('.leaflet-marker-icon');
  await pins.first().waitFor();
  expect(await pins.evaluateAll((elements) => elements.map((pin) => pin.getAttribute('title')))).toEqual([
    'Nii Sai Rd, Accra',
    'Osu La Crescent, Accra',
  ]);
  await pins.nth(1).click();
  await map.locator('.leaflet-popup-content').getByText('Osu La Crescent, Accra').waitFor();
  // Only the refused tiles failed; the page itself did not.
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  await page.close();
});

/** Whether the element drawn at each control's centre is that control (or inside it): nothing covers it. */
async function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((query) => {
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(query)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || !control.contains(top)) {
        covered.push(`${control.textContent?.trim() || control.getAttribute('aria-label')} under ${top?.className || top?.tagName}`);
      }
    }
    return covered;
  }, selector);
}

test('the map stays below the fixed header and the open menu: their links are on top where the map is', async () => {
  const { page } = await browser.newPage();
  await page.route(TILES, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const map = page.getByRole('region', { name: 'Map of our branches in Accra' });
  await map.scrollIntoViewIfNeeded();
  await map.locator('.leaflet-marker-icon').first().waitFor();
  // Scroll until the map (pins, zoom control) lies right under the header.
  await page.evaluate(() => {
    const frame = document.querySelector('[data-ui="map"]') as HTMLElement;
    window.scrollBy(0, frame.getBoundingClientRect().top - 10);
  });
  const under = await page.evaluate(() => {
    const frame = document.querySelector('[data-ui="map"]')!.getBoundingClientRect();
    return { frameTop: frame.top, headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom };
  });
  expect(under.frameTop).toBeLessThan(under.headerBottom);
  expect(await coveredControls(page, 'header a, header button')).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  expect(await nav.getByRole('link').count()).toBeGreaterThan(5);
  expect(await coveredControls(page, 'header a, header button')).toEqual([]);
  await page.close();
});

test('robots.txt points at the sitemap, which lists the public pages and not the app', async () => {
  const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
  expect(robots).toMatch(/Disallow: \/app\//);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const index = await fetch(`${baseUrl()}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(await index.text()).toMatch(/<sitemapindex[^>]*>.*<loc>https?:\/\/[^<]+\/sitemap-0\.xml<\/loc>/);
  const sitemap = await (await fetch(`${baseUrl()}/sitemap-0.xml`)).text();
  for (const [path] of ROUTES) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
  expect(sitemap).not.toContain('/app');
});
