#!/usr/bin/env node
// `npm run dev`: the API with reload on http://localhost:8000 (tsx watch) and Gatsby's dev server
// on http://localhost:8001, which proxies /api to the API (gatsby-config.ts `proxy`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './site-build.mjs';

const apiPort = process.env.PORT || '8000';
const sitePort = process.env.SITE_PORT || '8001';
const children = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SITE_DIR: '' },
  }),
  spawn(process.execPath, [path.join(ROOT, 'scripts', 'gatsby.mjs'), 'develop', '-p', sitePort], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let running = children.length;
children.forEach((child) =>
  child.on('exit', (code) => {
    running -= 1;
    if (code && code !== 0) stop('SIGTERM');
    if (running === 0) process.exit(code ?? 0);
  }),
);
