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

/** Fastify's `schemaController.compilersFactory.buildValidator`: exact bodies, coerced text. */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options = {}) => {
  const coercing = fromPool(externalSchemas, options) as unknown as CompileRoute;
  const exact = fromPool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as typeof options) as unknown as CompileRoute;
  const byPart: CompileRoute = (route) => {
    if (route.httpPart !== 'body') return coercing(route);
    const schema = route.schema as { type?: unknown; properties?: Properties };
    return schema.type === 'object' ? readingBody(exact(route), schema) : exact(route);
  };
  return byPart as unknown as ReturnType<BuildCompilerFromPool>;
};
