/**
 * Hostile requests for every operation of the API's OpenAPI document, generated with fast-check
 * from a fixed seed (the same requests run after run): bodies built from the operation's own
 * schema and then broken (a field of the wrong type, a required one missing, extra and prototype
 * keys, huge strings, SQL and script payloads), raw bodies that no schema allows (1e309, NaN,
 * invalid UTF-8, JSON nested 10,000 deep, 1 MB and 20 MB), wrong content types, hostile path ids
 * and query values, and methods the path does not have.
 */
import fc from 'fast-check';

/** The part of a JSON Schema (as TypeBox writes it into the document) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

export interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One request to send: everything needed to repeat it by hand. */
export interface HostileRequest {
  /** Which generator made it, for the report. */
  kind: string;
  method: string;
  /** The documented path it aims at (`/api/bookings/{id}`). */
  operation: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Strings that have broken parsers, queries and pages elsewhere. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "' UNION SELECT password_hash FROM users --",
  '"); SELECT pg_sleep(3); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '\u0000',
  '\uD800',
  '\u202E\u0041\u0042',
  '𝕬𝖉𝖔𝖒 🧺',
  '   ',
  '',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '9999999999999999999999999',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
];

/** Values of every JSON type, for "the wrong type" in any field. */
const wrongTyped = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.01, 2 ** 31, 2 ** 53 + 1, 1e20, [], {}, [null], { a: 1 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A long string: 10,000 to 200,000 characters. */
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'A'.repeat(n));

/** A value the schema accepts (or close to it: patterns and formats are approximated). */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
    case undefined:
      if (!schema.properties) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, validValue(value, depth + 1)])),
        { requiredKeys: schema.required ?? [] },
      );
    default:
      return fc.constant(null);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.constantFrom('ama@example.com', 'kofi.boateng@example.com');
    case 'date':
      return fc.constantFrom('2030-01-15', '2026-12-01');
    case 'date-time':
      return fc.constantFrom('2030-01-15T09:00:00.000Z');
    default:
      break;
  }
  if (schema.pattern) {
    // Money and phone patterns are the common ones; anything else gets a plain word.
    if (schema.pattern.includes('\\.')) return fc.constantFrom('10.00', '0.50', '248.00');
    if (schema.pattern.includes('\\d')) return fc.constantFrom('0244123456', '+233244123456', '2030-01-15');
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 30, 60));
  return fc.string({ minLength: min, maxLength: max });
}

/** The schema of an operation's JSON body, if it takes one. */
const bodySchemaOf = (op: OpenApiOperation): JsonSchema | undefined => op.requestBody?.content['application/json']?.schema;

/** An object body from the schema, then broken in one of the ways a client could break it. */
function brokenObjectBody(schema: JsonSchema): fc.Arbitrary<{ kind: string; body: string }> {
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(schema.properties ?? {});
  const asJson = (kind: string) => (value: unknown) => ({ kind, body: JSON.stringify(value) });
  const options: fc.Arbitrary<{ kind: string; body: string }>[] = [
    valid.map(asJson('schema-valid')),
    valid.map((value) => ({ ...value, unexpected_field: 'x', is_staff: true, role: 'admin' })).map(asJson('extra fields')),
    valid.map((value) => {
      const raw = JSON.stringify(value);
      const prototype = '"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}}';
      return { kind: 'prototype keys', body: raw === '{}' ? `{${prototype}}` : `{${prototype},${raw.slice(1)}` };
    }),
    fc.constantFrom<unknown>([], 'a string', 42, null, true).map(asJson('not an object')),
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    options.push(
      fc.tuple(valid, key, wrongTyped).map(([value, k, bad]) => ({ kind: `wrong type in ${k}`, body: JSON.stringify({ ...value, [k]: bad }) })),
      fc.tuple(valid, key, hugeString).map(([value, k, huge]) => ({ kind: `huge ${k}`, body: JSON.stringify({ ...value, [k]: huge }) })),
      fc.tuple(valid, key).map(([value, k]) => {
        const { [k]: _dropped, ...rest } = value;
        return { kind: `missing ${k}`, body: JSON.stringify(rest) };
      }),
      fc.tuple(valid, key, fc.constantFrom('1e309', '-1e309', 'NaN', 'Infinity', '-0', '1e-400')).map(([value, k, literal]) => ({
        kind: `${literal} in ${k}`,
        body: JSON.stringify({ ...value, [k]: '__LITERAL__' }).replace('"__LITERAL__"', literal),
      })),
    );
  }
  return fc.oneof(...options);
}

/** Raw bodies that no schema allows, sent as JSON. */
const rawBody = fc.constantFrom<{ kind: string; body: string | Buffer }>(
  { kind: 'nested 10,000 deep', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { kind: 'objects nested 10,000 deep', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { kind: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
  { kind: 'truncated JSON', body: '{"email": "ama@example.com", "password":' },
  { kind: 'empty body', body: '' },
  { kind: 'bare NaN', body: 'NaN' },
  { kind: 'duplicate keys', body: '{"a":1,"a":{"__proto__":{"x":1}}}' },
);

/** Bodies sent with a content type the API does not take. */
const wrongContentType = fc.constantFrom<{ kind: string; contentType: string; body: string }>(
  { kind: 'text/plain', contentType: 'text/plain', body: '{"email":"ama@example.com"}' },
  { kind: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'email=ama%40example.com&password=x' },
  { kind: 'multipart', contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--' },
  { kind: 'xml', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { kind: 'json with a charset it lies about', contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
);

/** Values for a path id: malformed, hostile, and well-formed ids of nothing. */
const pathValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== '')),
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constant('9'.repeat(5_000)),
);

/** Values for a query parameter. */
const queryValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20 }), fc.integer().map(String), hugeString.map((s) => s.slice(0, 20_000)));

/** A path segment, percent-encoded; a lone surrogate becomes its bytes, which are not UTF-8 at all. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeSegment(values[i++] ?? 'x'));
}

const pathParamCount = (path: string) => (path.match(/\{[^}]+\}/g) ?? []).length;

/** The request generators of one operation, each an arbitrary of HostileRequest. */
export function operationRequests(path: string, method: string, op: OpenApiOperation): fc.Arbitrary<HostileRequest>[] {
  const ids = fc.array(pathValue, { minLength: pathParamCount(path), maxLength: pathParamCount(path) });
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const base = (kind: string, url: string, headers: Record<string, string> = {}, body?: string | Buffer): HostileRequest => ({
    kind,
    method: method.toUpperCase(),
    operation: path,
    url,
    headers,
    body,
  });
  const json = { 'content-type': 'application/json' };
  const generators: fc.Arbitrary<HostileRequest>[] = [];

  if (queryParams.length) {
    const query = fc
      .array(fc.tuple(fc.constantFrom(...queryParams.map((p) => p.name), 'unknown', '__proto__', 'page_size'), queryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    generators.push(fc.tuple(ids, query).map(([values, q]) => base('hostile query', `${fillPath(path, values)}?${q}`)));
  } else {
    generators.push(ids.map((values) => base(pathParamCount(path) ? 'hostile path id' : 'plain', fillPath(path, values))));
  }

  if (method !== 'get' && method !== 'delete') {
    const schema = bodySchemaOf(op);
    if (schema) {
      generators.push(
        fc.tuple(ids, brokenObjectBody(schema)).map(([values, { kind, body }]) => base(kind, fillPath(path, values), json, body)),
      );
    }
    generators.push(
      fc.tuple(ids, rawBody).map(([values, { kind, body }]) => base(kind, fillPath(path, values), json, body)),
      fc.tuple(ids, wrongContentType).map(([values, { kind, contentType, body }]) =>
        base(`content type ${kind}`, fillPath(path, values), { 'content-type': contentType }, body),
      ),
    );
  }
  return generators;
}

/** Requests with a method the path does not have. */
export function wrongMethodRequests(path: string, methods: string[]): HostileRequest[] {
  return METHODS.filter((m) => !methods.includes(m)).map((method): HostileRequest => ({
    kind: 'method not allowed',
    method: method.toUpperCase(),
    operation: path,
    url: fillPath(path, pathParamCount(path) ? Array(pathParamCount(path)).fill('00000000-0000-0000-0000-000000000000') : []),
    headers: method === 'get' || method === 'delete' ? {} : ({ 'content-type': 'application/json' } as Record<string, string>),
    body: method === 'get' || method === 'delete' ? undefined : '{}',
  }));
}

/** One big body per write operation: 1 MB, and 20 MB for the first few. */
export function oversizedRequests(doc: OpenApiDocument, twentyMegabyteCount: number): HostileRequest[] {
  const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => m === 'post' || m === 'patch' || m === 'put')
      .map((method) => ({ path, method })),
  );
  const oneMegabyte = JSON.stringify({ name: 'A'.repeat(1024 * 1024) });
  const twentyMegabytes = Buffer.alloc(20 * 1024 * 1024, 'A');
  return writes.flatMap(({ path, method }, i) => {
    const url = fillPath(path, Array(pathParamCount(path)).fill('00000000-0000-0000-0000-000000000000'));
    const request = (kind: string, body: string | Buffer): HostileRequest => ({
      kind,
      method: method.toUpperCase(),
      operation: path,
      url,
      headers: { 'content-type': 'application/json' },
      body,
    });
    return i < twentyMegabyteCount ? [request('1 MB body', oneMegabyte), request('20 MB body', twentyMegabytes)] : [request('1 MB body', oneMegabyte)];
  });
}

/** The documented operations, as [path, method, operation]. */
export const operationsOf = (doc: OpenApiDocument): [string, string, OpenApiOperation][] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => (METHODS as readonly string[]).includes(method))
      .map(([method, op]) => [path, method, op] as [string, string, OpenApiOperation]),
  );

/** Long runs of one character written as `A{×20000}`, so a request fits on a line and can be rebuilt. */
const abbreviated = (text: string): string => text.replace(/(.)\1{39,}/gsu, (run, char: string) => `${char}{×${run.length}}`);

/** The request as a curl command (long runs abbreviated), so a failure can be repeated by hand. */
export function asCurl(request: HostileRequest, token: string | undefined): string {
  const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const parts = [`curl -i -X ${request.method} 'http://127.0.0.1:8000${abbreviated(request.url)}'`];
  for (const [name, value] of Object.entries(headers)) parts.push(`-H '${name}: ${value}'`);
  if (request.body !== undefined) {
    const text = Buffer.isBuffer(request.body) ? `<bytes ${abbreviated(request.body.toString('hex'))}>` : abbreviated(request.body);
    parts.push(`--data-binary '${text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text}'`);
  }
  return parts.join(' ');
}
