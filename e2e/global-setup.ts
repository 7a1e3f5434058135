/**
 * Jest global setup for the browser journeys: builds the site if needed and starts the product
 * once on a fresh database, which already holds the admin (E2E_ADMIN) made by admin:create. The
 * base URL reaches the test files through E2E_BASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createAdmin, ensureSiteBuilt, freshDataDir, ROOT, startProduct, type RunningProduct } from './product';

export const STATE_FILE = path.join(ROOT, '.e2e', 'state.json');

declare global {
  var __ADOM_PRODUCT__: RunningProduct | undefined;
}

export default async function globalSetup() {
  ensureSiteBuilt();
  const dataDir = freshDataDir();
  createAdmin(dataDir);
  const product = await startProduct({}, dataDir);
  globalThis.__ADOM_PRODUCT__ = product;
  process.env.E2E_BASE_URL = product.baseUrl;
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ baseUrl: product.baseUrl, pid: product.process.pid }));
}
