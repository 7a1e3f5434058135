/**
 * The browser's types of the API (src/lib/api/schema.d.ts, committed so the site builds without a
 * server) are exactly what `npm run api:types` makes of the document the API serves: a route or a
 * field changed on the server without regenerating them fails here, before it fails a customer.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config';
import { buildTestApp, call, type TestContext } from '../test/helper';

const TYPES_FILE = path.join(ROOT_DIR, 'src', 'lib', 'api', 'schema.d.ts');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** The types `npm run api:types` writes for `document` (run as the command runs, outside Jest). */
function typesOf(document: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'cli', 'api-types.ts'), '--stdin'],
      { cwd: ROOT_DIR, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}

it('has the committed client types match the served OpenAPI document (else: npm run api:types)', async () => {
  const { status, json } = await call(ctx.app, 'GET', '/api/docs/json');
  expect(status).toBe(200);
  const expected = await typesOf(json);
  expect(expected).toMatch(/export interface paths/);
  if (fs.readFileSync(TYPES_FILE, 'utf8') !== expected) {
    throw new Error("src/lib/api/schema.d.ts differs from the server's OpenAPI document: run `npm run api:types` and commit it.");
  }
}, 60_000);
