/**
 * `npm run fonts`: writes Inter's core face (src/design-system/GlobalStyle/inter-core.ts says what
 * it holds) from the installed @fontsource-variable/inter. Run it after upgrading that package; a
 * test fails until the file matches the package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INTER_CORE_FILE, interCore } from '../src/design-system/GlobalStyle/inter-core';

async function main() {
  const latin = fs.readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  const core = await interCore(latin);
  fs.writeFileSync(INTER_CORE_FILE, core);
  console.log(`fonts: ${path.relative(process.cwd(), INTER_CORE_FILE)}, ${core.length} bytes (the whole Latin file: ${latin.length})`);
}

void main();
