/**
 * Jest global setup for the browser journeys: builds the site if needed and starts one product
 * per Jest worker, each on a fresh database that already holds the admin (E2E_ADMIN) made by
 * admin:create. A journey runs against its worker's product (browser.ts's baseUrl()), so journeys
 * running at the same time never share rows, prices or rate limits. The base URLs reach the test
 * files through E2E_BASE_URLS (and .e2e/state.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';
import { createAdmin, ensureSiteBuilt, freshDataDir, ROOT, startProduct, type RunningProduct } from './product';

export const STATE_FILE = path.join(ROOT, '.e2e', 'state.json');

declare global {
  var __ADOM_PRODUCTS__: RunningProduct[] | undefined;
}

async function startOne(): Promise<RunningProduct> {
  const dataDir = freshDataDir();
  createAdmin(dataDir);
  return startProduct({}, dataDir);
}

export default async function globalSetup(globalConfig: { maxWorkers?: number } & Partial<Config>) {
  ensureSiteBuilt();
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const products = await Promise.all(Array.from({ length: workers }, startOne));
  globalThis.__ADOM_PRODUCTS__ = products;
  const baseUrls = products.map((product) => product.baseUrl);
  process.env.E2E_BASE_URLS = baseUrls.join(',');
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ baseUrls, pids: products.map((product) => product.process.pid) }));
}
