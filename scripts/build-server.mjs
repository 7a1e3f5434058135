#!/usr/bin/env node
// Compiles the API for production: server/src/server.ts and the shared domain package bundled
// into one CommonJS file, server/dist/server.js (with its source map; beside it site-caddy.js
// and admin-create.js, the commands of server/src/cli/ run on a production host), which `NODE_ENV=production
// npm start` runs with plain node instead of tsx (docs/decisions/025-compiled-server.md). Packages
// from node_modules stay outside the bundle (native ones, PGlite's WASM, pino's workers) and are
// required at run time; the migrations are read from server/drizzle at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(ROOT, 'server', 'dist');

/** Everything imported by a bare name is a package, required at run time, except our own. */
const packagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@laundry-accra/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
fs.rmSync(SERVER_DIST, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  // The server, and for hosts that install only the compiled server (the Dockerfile) the commands
  // run beside it: the balancer's site headers from the same code (deploy/Caddyfile) and the
  // owner's account.
  entryPoints: {
    server: 'server/src/server.ts',
    'site-caddy': 'server/src/cli/site-caddy.ts',
    'admin-create': 'server/src/cli/admin-create.ts',
  },
  outdir: 'server/dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'cjs',
  jsx: 'automatic',
  sourcemap: true,
  tsconfig: 'server/tsconfig.json',
  plugins: [packagesOutside],
  logLevel: 'warning',
});
console.log(`Compiled the server into server/dist in ${Math.round(performance.now() - started)} ms.`);
