#!/usr/bin/env node
// Runs the Gatsby CLI (`node scripts/gatsby.mjs build`, `… develop -p 8001`) with tsx's loader.
// gatsby-node.ts reads the seed catalogue from the domain workspace (@laundry-accra/domain), which
// is TypeScript source with no build step. Gatsby compiles gatsby-node.ts itself but hands package
// imports to Node, so Node (and the workers Gatsby starts, which inherit NODE_OPTIONS) needs tsx.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('gatsby/cli.js');
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' ');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS },
});
process.exit(result.status ?? 1);
