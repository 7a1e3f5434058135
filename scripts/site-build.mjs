// Decides whether the built site in public/ is missing or older than its sources, and builds it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'public', '.build-stamp');
const SOURCES = ['src', 'content', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json', 'packages/domain/src'];

function newestMtime(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the site needs building, or null when public/ is up to date. */
export function staleReason() {
  if (!fs.existsSync(path.join(ROOT, 'public', 'index.html')) || !fs.existsSync(STAMP)) return 'no built site yet';
  const built = fs.statSync(STAMP).mtimeMs;
  const changed = SOURCES.find((entry) => newestMtime(entry) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds the site (gatsby build + precompression) and stamps it. */
export function buildSite() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The site build failed.');
    process.exit(result.status ?? 1);
  }
}
