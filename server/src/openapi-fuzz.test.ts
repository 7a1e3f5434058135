/**
 * Fuzzing from the OpenAPI document: hostile requests (test/fuzz/hostile-requests.ts, fixed seed)
 * for every documented operation, signed out, with a forged token, with a correctly signed token
 * whose subject is not a UUID, and signed in as a customer, a branch's staff member and an admin. Every answer must be: no 5xx, within 2 s, no stack trace or
 * SQL in the body, every 4xx in the DRF error shape; and the process's memory back to its level
 * afterwards. A failure prints each failing request as a curl command.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { buildTestApp, call, createCustomer, testDriver, type TestContext } from '../test/helper';
import { branchIds, createBookingAt, createStaff } from '../test/staff';
import {
  asCurl,
  operationRequests,
  operationsOf,
  oversizedRequests,
  wrongMethodRequests,
  type HostileRequest,
  type OpenApiDocument,
} from '../test/fuzz/hostile-requests';
import { documentedResponses } from '../test/documented-responses';

/** At least this many generated requests per run (the oversized and wrong-method ones come on top). */
const GENERATED_REQUESTS = 10_000;
const SEED = 20261124;
const SLOW_MS = 2_000;

/** Words of a leak: a stack frame, a source path, or the database speaking. */
const LEAKS = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /node_modules/,
  /\/src\/[\w/.-]+\.ts/,
  /syntax error at or near/i,
  /\bSELECT\s+[\w"*., ]+\s+FROM\s+"/i,
  /relation "[^"]+" does not exist/i,
  /violates (foreign key|check|not-null|unique) constraint/i,
  /duplicate key value/i,
  /invalid input syntax for type/i,
  /PGlite ?error|DrizzleError|Failed query|postgres(ql)? error/i,
];

interface Persona {
  name: string;
  token?: string;
  /** The token is refused at once (so even a live stream answers, with a 401). */
  refused?: boolean;
}

let ctx: TestContext;
let doc: OpenApiDocument;
let personas: Persona[];

let siteDir: string;

beforeAll(async () => {
  // Every part switched on, site publishing too (with the quick stand-in build of its own tests),
  // so no operation answers 503 for being unconfigured.
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-site-'));
  fs.writeFileSync(path.join(siteDir, 'posts.json'), JSON.stringify({ posts: [] }));
  fs.writeFileSync(path.join(siteDir, 'gate'), '');
  process.env.FAKE_SITE_CONTENT = path.join(siteDir, 'posts.json');
  process.env.FAKE_SITE_GATE = path.join(siteDir, 'gate');
  ctx = await buildTestApp({
    SANITY_WEBHOOK_SECRET: 'a-webhook-secret-of-the-fuzz',
    SITE_BUILDS_DIR: path.join(siteDir, 'site'),
    SITE_SOURCE_DIR: siteDir,
    SITE_BUILD_COMMAND: `node ${path.resolve(__dirname, '../test/fake-site-build.mjs')}`,
  });
  doc = (await call(ctx.app, 'GET', '/api/docs/json')).json;
  const [here] = await branchIds(ctx);
  const customer = await createCustomer(ctx, { name: 'Ama Mensah' });
  await createBookingAt(ctx, customer.user.id, here);
  personas = [
    { name: 'signed out' },
    // A token of the right shape signed with no key at all.
    { name: 'forged token', refused: true, token: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(`{"sub":"${customer.user.id}"}`).toString('base64url')}.` },
    { name: 'customer', token: customer.token },
    { name: 'staff', token: (await createStaff(ctx, 'staff', here)).token },
    { name: 'admin', token: (await createStaff(ctx, 'admin', null)).token },
    // Correctly signed, with a subject the database cannot read: once a 500 with an SQL error.
    { name: 'signed token, subject not a UUID', refused: true, token: ctx.app.jwt.sign({ sub: 'not-a-uuid', type: 'access' } as never) },
  ];
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** A live stream (Server-Sent Events) never ends by itself: it is only sent where it answers at once. */
const isStream = (op: OpenApiDocument['paths'][string][string]) =>
  Object.values(op.responses).some((response) => Object.keys(response.content ?? {}).includes('text/event-stream'));

/**
 * The content types an operation documents for its refusals: an endpoint that speaks another
 * protocol's text answers (the EmailJS-compatible sink) may refuse in text too.
 */
const documentedErrorTypes = (request: HostileRequest): string[] => {
  const op = doc.paths[request.operation]?.[request.method.toLowerCase()];
  return Object.entries(op?.responses ?? {})
    .filter(([status]) => status.startsWith('4'))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
};

/** DRF's error shape: `{detail: "…"}`, or fields each with a list of messages (or nested fields). */
function isDrfError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  return entries.every(([key, value]) =>
    key === 'detail'
      ? typeof value === 'string'
      : (Array.isArray(value) && value.every((message) => typeof message === 'string' || isDrfError(message))) || isDrfError(value),
  );
}

/** What is wrong with an answer, or undefined. */
function problemOf(request: HostileRequest, status: number, contentType: string, text: string, ms: number): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (ms > SLOW_MS) return `took ${ms} ms`;
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `leaked ${leak} in ${text.slice(0, 200)}`;
  if (status >= 400) {
    if (!contentType.startsWith('application/json')) {
      if (documentedErrorTypes(request).some((type) => contentType.startsWith(type))) return undefined;
      return `${status} as ${contentType || 'no content type'}: ${text.slice(0, 120)}`;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${status} with a body that is not JSON: ${text.slice(0, 120)}`;
    }
    if (!isDrfError(body)) return `${status} not in the DRF error shape: ${text.slice(0, 200)}`;
  }
  return undefined;
}

/** The heap after a full collection, in MB. */
function settledHeapMb(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Every request of the run, in a fixed order from the seed. */
function plannedRequests(): { persona: Persona; request: HostileRequest }[] {
  const operations = operationsOf(doc);
  const perOperation = Math.ceil(GENERATED_REQUESTS / (operations.length * personas.length));
  const planned: { persona: Persona; request: HostileRequest }[] = [];
  operations.forEach(([path, method, op], index) => {
    const generators = operationRequests(path, method, op);
    for (const persona of personas) {
      if (persona.token && !persona.refused && isStream(op)) continue;
      const samples = fc.sample(fc.oneof(...generators), { seed: SEED + index, numRuns: perOperation });
      for (const request of samples) planned.push({ persona, request });
    }
  });
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const request of wrongMethodRequests(path, Object.keys(methods))) {
      for (const persona of [personas[0]!, personas[4]!]) planned.push({ persona, request });
    }
  }
  for (const request of oversizedRequests(doc, 6)) planned.push({ persona: personas[2]!, request });
  return planned;
}

it(
  `answers ${GENERATED_REQUESTS}+ hostile requests for every operation without a 5xx, a hang, a leak or a non-DRF error`,
  async () => {
    const planned = plannedRequests();
    expect(planned.length).toBeGreaterThanOrEqual(GENERATED_REQUESTS);
    const heapBefore = settledHeapMb();
    // One line per distinct fault (operation, kind of request, kind of problem), with a request that shows it.
    const failures = new Map<string, string>();
    // Answers the OpenAPI document does not give (a status it does not list, a body off its schema), once per operation and status.
    const undocumented = new Map<string, string>();
    const documented = documentedResponses(doc);
    const statuses = new Map<number, number>();
    let slowest = 0;
    const started = performance.now();

    for (const { persona, request } of planned) {
      const began = performance.now();
      const response = await ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(persona.token ? { authorization: `Bearer ${persona.token}` } : {}) },
        payload: request.body,
      });
      const ms = Math.round(performance.now() - began);
      slowest = Math.max(slowest, ms);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemOf(request, response.statusCode, String(response.headers['content-type'] ?? ''), response.body, ms);
      const fault = problem && `${request.method} ${request.operation} · ${request.kind} · ${problem.replace(/\d+ ms/, 'slow').slice(0, 60)}`;
      if (fault && !failures.has(fault)) failures.set(fault, `${persona.name} · ${request.kind} · ${problem}\n    ${asCurl(request, persona.token)}`);
      // A request to a method the path does not have is not the operation's answer: it is the router's.
      if (!problem && request.kind !== 'method not allowed') {
        const key = `${request.method} ${request.operation} ${response.statusCode}`;
        if (!undocumented.has(key)) {
          const contentType = String(response.headers['content-type'] ?? '');
          let body: unknown = response.body;
          if (contentType.startsWith('application/json')) {
            try {
              body = JSON.parse(response.body);
            } catch {
              body = response.body;
            }
          }
          const off = documented(request.method, request.operation, response.statusCode, body, contentType);
          if (off) undocumented.set(key, `${persona.name} · ${request.kind} · ${off}`);
        }
      }
    }

    const seconds = (performance.now() - started) / 1000;
    const heapAfter = settledHeapMb();
    // The figures of the run, in the test's output.
    console.log(
      `fuzz (${testDriver()}): ${planned.length} requests over ${operationsOf(doc).length} operations in ${seconds.toFixed(1)} s; ` +
        `slowest ${slowest} ms; heap ${heapBefore.toFixed(0)} → ${heapAfter.toFixed(0)} MB; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect([...failures.values()].slice(0, 40).join('\n')).toBe('');
    expect([...undocumented.values()].slice(0, 60).join('\n')).toBe('');
    expect(heapAfter - heapBefore).toBeLessThan(64);

    // The signed-in personas were still signed in at the end: their requests were really tried as them.
    for (const persona of personas.slice(2).filter((persona) => !persona.refused)) {
      expect((await call(ctx.app, 'GET', '/api/users/me', { token: persona.token })).status).toBe(200);
    }
  },
  15 * 60_000,
);
