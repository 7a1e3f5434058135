// Publishes the built Storybook (npm run build-storybook) to Chromatic for visual review, with
// TurboSnap (--only-changed: only the stories whose files a change reaches are snapshotted, read
// from storybook-static/preview-stats.json, which build-storybook writes). Needs
// CHROMATIC_PROJECT_TOKEN; without it there is nothing to publish to, so it says so and succeeds.
// Changes do not fail the run: a designer accepts or rejects them in Chromatic, and Chromatic's
// own check on the pull request holds the merge until they have (README: Design review).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published.');
  process.exit(0);
}
if (!existsSync('storybook-static/index.html')) {
  console.error('chromatic: storybook-static/ is missing; run `npm run build-storybook` first.');
  process.exit(1);
}
if (!existsSync('storybook-static/preview-stats.json')) {
  console.error('chromatic: storybook-static/preview-stats.json is missing (TurboSnap needs it); run `npm run build-storybook`.');
  process.exit(1);
}

// The pinned devDependency, never whatever a registry serves today.
const bin = path.join(import.meta.dirname, '..', 'node_modules', 'chromatic', 'dist', 'bin.cjs');
if (!existsSync(bin)) {
  console.error('chromatic: the chromatic package is not installed; run `npm ci`.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    bin,
    '--storybook-build-dir',
    'storybook-static',
    '--only-changed',
    '--exit-zero-on-changes',
    // Merged work is the new baseline.
    '--auto-accept-changes',
    'main',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
process.exit(result.status ?? 1);
