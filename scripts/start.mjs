#!/usr/bin/env node
// `npm start`: builds the site when it is missing or stale, then runs the server, which migrates
// and seeds the database and serves the site, /app and /api on one port (PORT, default 8000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite, ROOT, staleReason } from './site-build.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the site (${reason})...`);
  buildSite();
}

const server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
// Ctrl-C reaches the server too (same process group); it closes the database and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
