#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of the built site, so the server sends
// precompressed bytes (no compression work per request), then stamps the build.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ROOT } from './site-build.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const PUBLIC = path.join(ROOT, 'public');
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
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
  `precompressed ${count} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli); ${skipped} unchanged since their last compression, ${orphans} left by deleted files removed`,
);
