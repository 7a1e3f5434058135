/**
 * How each part of a request is checked against its route's JSON schema: the one validation pass.
 *
 * Query strings and path parameters arrive as text, so they are coerced to the schema's types
 * (`?page_size=100` is the number 100). A JSON body already carries its types and keeps them: a
 * `true` or `[3]` sent as a quantity is a 400, not quietly the number 1 or 3. A body is also read
 * as the domain's request schemas annotate it (schemas/common.ts): text marked x-trim is trimmed
 * before it is checked, so the rules and the database see what the app's forms would; digit text
 * marked x-number-text is read as the number once it passed. A field's x-message is read by the
 * error handler (errors.ts).
 */
import {
  AjvCompiler,
  type BuildCompilerFromPool,
  type RouteDefinition,
} from '@fastify/ajv-compiler';
import {
  NUMBER_TEXT_KEYWORD,
  REQUEST_ANNOTATIONS,
  TRIM_KEYWORD,
} from '@laundry-accra/domain/schemas/common';

/** Ajv options shared by every part; removeAdditional drops fields a route does not know. */
export const ajvOptions = {
  removeAdditional: true,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: true,
  // The domain's annotations: known to Ajv (strict mode refuses unknown keywords), checking nothing.
  keywords: [...REQUEST_ANNOTATIONS] as string[],
} as const;

const fromPool = AjvCompiler();

/** A compiled check as Fastify calls it: true, false with its errors, or `{value}` to use instead. */
interface Check {
  (data: unknown): boolean | { value: unknown };
  errors?: unknown;
}

/** What the pool's compile functions are called with at run time (its typings say a schema). */
type CompileRoute = (route: RouteDefinition) => Check;

type Properties = Record<string, Record<string, unknown>>;

/** The body fields its schema marks with `keyword`. */
const fieldsMarked = (properties: Properties, keyword: string) =>
  Object.keys(properties).filter((name) => properties[name][keyword] === true);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body check of an object schema, reading the body as its annotations say. An absent body is
 * an empty form, so each required field answers its own message rather than one for the body.
 */
function readingBody(check: Check, schema: { properties?: Properties }): Check {
  const properties = schema.properties ?? {};
  const trimmed = fieldsMarked(properties, TRIM_KEYWORD);
  const numbers = fieldsMarked(properties, NUMBER_TEXT_KEYWORD);
  const read: Check = (data) => {
    const body = data ?? {};
    if (isRecord(body)) {
      for (const name of trimmed) {
        const value = body[name];
        if (typeof value === 'string') body[name] = value.trim();
      }
    }
    const passed = check(body);
    read.errors = check.errors;
    if (passed !== true) return passed;
    if (isRecord(body)) {
      for (const name of numbers) {
        const value = body[name];
        if (typeof value === 'string') body[name] = Number(value);
      }
    }
    return { value: body };
  };
  return read;
}

/**
 * The check of coerced text (query string, path): Ajv turns '1e309' into Infinity and then lets it
 * past `maximum`, so a number that is not finite is refused here as the wrong type it is.
 */
function finiteNumbers(check: Check): Check {
  const coerced: Check = (data) => {
    const passed = check(data);
    coerced.errors = check.errors;
    if (passed !== true || !isRecord(data)) return passed;
    const infinite = Object.keys(data).filter((name) => typeof data[name] === 'number' && !Number.isFinite(data[name]));
    if (infinite.length === 0) return true;
    coerced.errors = infinite.map((name) => ({
      instancePath: `/${name}`,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be number',
    }));
    return false;
  };
  return coerced;
}

/** The paths (`/field/0/name`) of the strings in `data` that hold a NUL character. */
function nulPaths(data: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(at);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) stack.push([inner, `${at}/${key}`]);
    }
  }
  return found;
}

/**
 * Text with a NUL character is refused as DRF refuses it: PostgreSQL cannot store one, so it would
 * otherwise fail in the database instead of in the form.
 */
function withoutNul(check: Check): Check {
  const checked: Check = (data) => {
    const passed = check(data);
    checked.errors = check.errors;
    if (passed === false) return passed;
    const paths = nulPaths(passed === true ? data : passed.value);
    if (paths.length === 0) return passed;
    checked.errors = paths.map((instancePath) => ({
      instancePath,
      schemaPath: '#',
      keyword: 'nul',
      params: {},
      message: 'null characters are not allowed',
    }));
    return false;
  };
  return checked;
}

/** Fastify's `schemaController.compilersFactory.buildValidator`: exact bodies, coerced text. */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options = {}) => {
  const coercing = fromPool(externalSchemas, options) as unknown as CompileRoute;
  const exact = fromPool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as typeof options) as unknown as CompileRoute;
  const byPart: CompileRoute = (route) => {
    if (route.httpPart !== 'body') return withoutNul(finiteNumbers(coercing(route)));
    const schema = route.schema as { type?: unknown; properties?: Properties };
    return withoutNul(schema.type === 'object' ? readingBody(exact(route), schema) : exact(route));
  };
  return byPart as unknown as ReturnType<BuildCompilerFromPool>;
};
