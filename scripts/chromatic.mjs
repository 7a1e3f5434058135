// Publishes the built Storybook (npm run build-storybook) to Chromatic for visual review. Needs
// CHROMATIC_PROJECT_TOKEN; without it there is nothing to publish to, so it says so and succeeds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published.');
  process.exit(0);
}
if (!existsSync('storybook-static/index.html')) {
  console.error('chromatic: storybook-static/ is missing; run `npm run build-storybook` first.');
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['chromatic', `--project-token=${token}`, '--storybook-build-dir', 'storybook-static'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
