/**
 * How each part of a request is checked against its route's JSON schema.
 *
 * Query strings and path parameters arrive as text, so they are coerced to the schema's types
 * (`?page_size=100` is the number 100). A JSON body already carries its types and keeps them: a
 * `true` or `[3]` sent as a quantity is a 400, not quietly the number 1 or 3. Text a form field
 * holds ("3") is still accepted where a schema says so, as the app's forms send it.
 */
import {
  AjvCompiler,
  type BuildCompilerFromPool,
  type RouteDefinition,
} from '@fastify/ajv-compiler';

/** Ajv options shared by every part; removeAdditional drops fields a route does not know. */
export const ajvOptions = {
  removeAdditional: true,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: true,
} as const;

const fromPool = AjvCompiler();

/** What the pool's compile functions are called with at run time (its typings say a schema). */
type CompileRoute = (route: RouteDefinition) => unknown;

/** Fastify's `schemaController.compilersFactory.buildValidator`: exact bodies, coerced text. */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options = {}) => {
  const coercing = fromPool(externalSchemas, options) as unknown as CompileRoute;
  const exact = fromPool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as typeof options) as unknown as CompileRoute;
  const byPart: CompileRoute = (route) =>
    route.httpPart === 'body' ? exact(route) : coercing(route);
  return byPart as unknown as ReturnType<BuildCompilerFromPool>;
};
