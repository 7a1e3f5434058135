#!/usr/bin/env node
// Counts the Drizzle table operations (.select/.selectDistinct/.selectDistinctOn/.insert/.update/
// .delete) of the API's files that import the schema's tables, per file: in repositories
// (*.repository.ts), in the customer's booking read model (*.read-model.ts, a repository of reads
// bound to one customer), and outside both (docs/decisions/050-queries-in-repositories.md).
// Tests are left out. `--json` prints the figures as JSON. Run: node scripts/count-table-operations.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'server', 'src');
const operation = /\.(select|selectDistinct|selectDistinctOn|insert|update|delete)\(/g;
// A value import of the schema (an `import type` brings no table).
const tableImport = /^import\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/)+([^']*\/)?schema(\/[^']*)?'/ms;

/** Every .ts file under `dir`, tests left out. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const counts = { repositories: {}, 'read models': {}, outside: {} };
for (const file of sources(root)) {
  const text = readFileSync(file, 'utf8');
  if (!tableImport.test(text)) continue;
  const n = text.match(operation)?.length ?? 0;
  if (!n) continue;
  const where = file.endsWith('.repository.ts') ? 'repositories' : file.endsWith('.read-model.ts') ? 'read models' : 'outside';
  counts[where][path.relative(path.resolve(root, '..', '..'), file)] = n;
}
const sum = (files) => Object.values(files).reduce((a, b) => a + b, 0);
if (process.argv.includes('--json')) {
  const totals = Object.fromEntries(Object.entries(counts).map(([where, files]) => [where, sum(files)]));
  console.log(JSON.stringify({ ...totals, files: counts }, null, 2));
} else {
  for (const where of Object.keys(counts)) {
    console.log(`${where}: ${sum(counts[where])}`);
    for (const [file, n] of Object.entries(counts[where]).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)} ${file}`);
  }
}
