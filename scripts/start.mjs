#!/usr/bin/env node
// `npm start`: builds the site when it is missing or stale, then runs the server, which migrates
// and seeds the database and serves the site, /app and /api on one port (PORT, default 8000).
// With NODE_ENV=production it runs the compiled server (server/dist, made by `npm run build`)
// with plain node rather than the TypeScript sources through tsx: it starts faster and holds less
// memory (docs/decisions/025-compiled-server.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, ROOT, staleReason } from './site-build.mjs';

const production = process.env.NODE_ENV === 'production';
const COMPILED = path.join(ROOT, 'server', 'dist', 'server.js');
/** What the compiled server is made of: newer sources than it mean it is out of date. */
const SERVER_SOURCES = ['server/src', 'packages/domain/src'];

function newestSource(entry) {
  const stat = fs.statSync(path.join(ROOT, entry));
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(path.join(ROOT, entry)).reduce((newest, child) => Math.max(newest, newestSource(path.join(entry, child))), stat.mtimeMs);
}

const reason = staleReason();
if (reason) {
  console.log(`Building the site (${reason})...`);
  buildSite();
}

if (production) {
  const missing = !fs.existsSync(COMPILED);
  if (missing || SERVER_SOURCES.some((entry) => newestSource(entry) > fs.statSync(COMPILED).mtimeMs)) {
    console.error(`The compiled server is ${missing ? 'missing' : 'older than its sources'}: run \`npm run build\` (or \`npm run build:server\`) first.`);
    process.exit(1);
  }
}

const args = production ? ['--enable-source-maps', COMPILED] : [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/server.ts'];
const server = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
// Ctrl-C reaches the server too (same process group); it closes the database and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
