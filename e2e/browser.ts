/**
 * Chromium for journeys: Debian's /usr/bin/chromium driven by playwright-core (never a downloaded
 * browser), a fresh profile per launch, console errors collected per page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './product';

/** The map's tile server (GATSBY_MAP_TILE_URL's default). */
export const MAP_TILES = /tile\.openstreetmap\.org/;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Phone and desktop viewports the product is checked at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Saves the page at each of VIEWPORTS' widths (`NAME-phone.png`, `NAME-desktop.png`) when
 * E2E_SCREENSHOTS names a directory, to look at what a journey showed; then back to the desktop.
 */
export async function saveScreens(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * The base URL of the product under test: E2E_BASE_URL when given, otherwise this Jest worker's
 * own product of those the global setup started.
 */
export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  const state = path.join(ROOT, '.e2e', 'state.json');
  const baseUrls = process.env.E2E_BASE_URLS?.split(',') ?? (JSON.parse(fs.readFileSync(state, 'utf8')) as { baseUrls: string[] }).baseUrls;
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return baseUrls[(worker - 1) % baseUrls.length];
}

export interface Browser {
  context: BrowserContext;
  /** Opens a page; `errors` fills with console errors and uncaught exceptions on it. */
  newPage(): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** Launches Chromium with a fresh profile; pass a viewport to emulate a phone. */
export async function launchBrowser(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    baseURL: baseUrl(),
  });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Map tiles come from a third party that the machines tests run on cannot reach; a page
        // that shows a map asks for them whenever the map is on screen.
        if (/Failed to load resource/.test(message.text()) && MAP_TILES.test(message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, errors };
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
