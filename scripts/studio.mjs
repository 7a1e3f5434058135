#!/usr/bin/env node
// `npm run studio` (the Studio on http://localhost:3333) and `npm run studio:build` (into
// studio/dist). The Studio is its own package with its own lockfile, outside the workspaces: its
// ~900 packages are installed on first use here, not by every `npm ci` of the site and the API.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site-build.mjs';

const STUDIO = path.join(ROOT, 'studio');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: STUDIO, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(path.join(STUDIO, 'node_modules', 'sanity'))) {
  console.log('Installing the Studio (first run only)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
if (!process.env.SANITY_STUDIO_PROJECT_ID) {
  console.warn('SANITY_STUDIO_PROJECT_ID is not set: the Studio starts, but cannot sign in until it names the Sanity project.');
}
const task = process.argv[2];
if (task === 'dev') run('npx', ['sanity', 'dev', '--port', process.env.STUDIO_PORT || '3333']);
else if (task === 'build') run('npx', ['sanity', 'build', 'dist', '--yes']);
else {
  console.error('Usage: node scripts/studio.mjs dev|build');
  process.exit(2);
}
