/**
 * The lint rule of docs/decisions/050-queries-in-repositories.md: an API module that is not a
 * repository cannot import the schema's tables or Drizzle's query builders (row types, by
 * `import type`, it can), and a repository can.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The rule ids ESLint reports for each `[file, text]`, linted with the project's config. */
function lint(files: [string, string][]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const files = JSON.parse(process.argv[1]);
      const found = [];
      for (const [filePath, text] of files) {
        const [result] = await eslint.lintText(text, { filePath });
        found.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
      }
      process.stdout.write(JSON.stringify(found));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(files)], { cwd: root, encoding: 'utf8' }));
}

const tableImport = (up: string) => `import { bookings } from '${up}db/schema';\nexport const table = bookings;\n`;
const typeImport = (up: string) => `import type { Booking } from '${up}db/schema';\nexport type Row = Booking;\n`;
const queryBuilder = `import { eq } from 'drizzle-orm';\nexport const same = eq;\n`;

describe('queries live in repositories', () => {
  it('refuses tables and query builders in services, routes and gateways; allows row types, and repositories', () => {
    const [service, routes, gateway, builder, rowType, repository] = lint([
      ['server/src/modules/ops/new-thing.service.ts', tableImport('../../')],
      ['server/src/modules/ops/new-thing.routes.ts', tableImport('../../')],
      ['server/src/modules/finance/gateways/new.gateway.ts', tableImport('../../../')],
      ['server/src/modules/ops/new-thing.service.ts', queryBuilder],
      ['server/src/modules/ops/new-thing.service.ts', typeImport('../../')],
      ['server/src/modules/ops/new-thing.repository.ts', tableImport('../../') + queryBuilder.replace('same', 'equal')],
    ]);
    for (const refused of [service, routes, gateway, builder]) {
      expect(refused).toEqual([expect.stringMatching(/no-restricted-imports: .*Queries live in repositories/)]);
    }
    expect(rowType).toEqual([]);
    expect(repository).toEqual([]);
  }, 120_000);
});
