#!/usr/bin/env node
// The server's build command when it publishes the site itself (SITE_BUILD_COMMAND's default):
// builds the site in this checkout as `npm run build` does (Gatsby keeps .cache/ and public/
// between builds, so a one-post change rebuilds only what it touches), then copies the result into
// $SITE_BUILD_OUTPUT, the fresh directory the server checks and switches to. public/ itself is
// never served in this mode, so a build that fails half-way harms nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site-build.mjs';

const output = process.env.SITE_BUILD_OUTPUT;
if (!output) {
  console.error('SITE_BUILD_OUTPUT is not set: run this through the server (SITE_BUILDS_DIR), or use `npm run build`.');
  process.exit(2);
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
function step(name, args) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`${name} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`${name}: ${seconds(started)}`);
}

step('gatsby build', [path.join(ROOT, 'scripts', 'gatsby.mjs'), 'build']);
step('precompress', [path.join(ROOT, 'scripts', 'precompress.mjs')]);
const copying = Date.now();
fs.cpSync(path.join(ROOT, 'public'), output, { recursive: true });
console.log(`copy to ${output}: ${seconds(copying)}`);
