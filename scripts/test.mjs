#!/usr/bin/env node
// Runs every test: the site and app, the server on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set), and the browser journeys when Debian's Chromium is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const env = { ...process.env };
// PGlite loads its WASM with dynamic import(), which Jest allows only with VM modules on.
env.NODE_OPTIONS = [env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning']
  .filter(Boolean)
  .join(' ');

if (fs.existsSync(CHROMIUM)) {
  env.E2E = env.E2E ?? '1';
} else {
  console.log(`No Chromium at ${CHROMIUM}: skipping the browser journeys (apt-get install -y chromium to run them).`);
  env.E2E = '0';
}

// --forceExit: keep-alive sockets of fetch() in journeys (undici) would hold Jest open for
// minutes after the last test; every server and browser a test starts is closed explicitly.
const result = spawnSync('npx', ['jest', '--forceExit', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
