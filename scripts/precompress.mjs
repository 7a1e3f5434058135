#!/usr/bin/env node
// The built site's post-step (`npm run build` and the server's own builds run it): sets Gatsby's
// source maps aside, writes .br and .gz beside every compressible file, so the server sends
// precompressed bytes (no compression work per request), then stamps the build.
//
//   node scripts/precompress.mjs [siteDir (public/)] [sourceMapsDir (.source-maps/)]
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ROOT } from './site-build.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const PUBLIC = path.resolve(ROOT, process.argv[2] || 'public');
const SOURCE_MAPS = path.resolve(ROOT, process.argv[3] || '.source-maps');
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

/**
 * Moves every source map (.js.map, .css.map) out of the site into `keep`, under the same paths.
 * Whatever serves the site (this server, or a CDN given public/ with no server in front) then
 * has none to publish: a map gives anyone the app's readable source. They are kept, not deleted,
 * for an error-reporting service to read if one is added. The scripts' `sourceMappingURL`
 * comments stay: a browser's developer tools asking for a map get a 404.
 */
function setSourceMapsAside(dir, keep) {
  let moved = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) moved += setSourceMapsAside(full, path.join(keep, entry.name));
    else if (/\.map(\.br|\.gz)?$/.test(entry.name)) {
      if (!entry.name.endsWith('.map')) {
        fs.rmSync(full); // a compressed copy an earlier post-step made
        continue;
      }
      fs.mkdirSync(keep, { recursive: true });
      fs.copyFileSync(full, path.join(keep, entry.name));
      fs.rmSync(full);
      moved += 1;
    }
  }
  return moved;
}
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Deletes the .br and .gz of files that are gone (a page Gatsby removed with its post): the server
 * would otherwise still send the compressed copy of a page that no longer exists.
 */
function removeOrphans(dir) {
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) removed += removeOrphans(full);
    else if (/\.(br|gz)$/.test(entry.name) && !fs.existsSync(full.replace(/\.(br|gz)$/, ''))) {
      fs.rmSync(full);
      removed += 1;
    }
  }
  return removed;
}

const started = Date.now();
const maps = setSourceMapsAside(PUBLIC, SOURCE_MAPS);
const orphans = removeOrphans(PUBLIC);
let count = 0;
let before = 0;
let after = 0;
const queue = [...files(PUBLIC)];
/**
 * True when the file's .br and .gz were written after it last changed. Gatsby keeps public/ between
 * builds and rewrites only what changed (webpack skips unchanged assets, an incremental build
 * re-renders only the pages whose data changed), so a one-post build compresses a handful of files.
 */
function compressedAlready(file) {
  const source = fs.statSync(file).mtimeMs;
  return [`${file}.br`, `${file}.gz`].every((compressed) => fs.existsSync(compressed) && fs.statSync(compressed).mtimeMs >= source);
}

let skipped = 0;
async function worker() {
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (compressedAlready(file)) {
      skipped += 1;
      continue;
    }
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
    before += data.length;
    after += br.length;
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
fs.writeFileSync(path.join(PUBLIC, '.build-stamp'), new Date().toISOString());
console.log(
  `${maps} source maps set aside in ${path.relative(ROOT, SOURCE_MAPS) || SOURCE_MAPS}; precompressed ${count} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli); ${skipped} unchanged since their last compression, ${orphans} left by deleted files removed`,
);
