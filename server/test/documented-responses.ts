/**
 * Holds an answer the API gave against what its OpenAPI document (GET /api/docs/json) says the
 * operation answers: the status must be one the operation documents, and a JSON body must match the
 * schema documented for that status. The app's types are generated from that document, so an answer
 * outside it is one the app's types do not know.
 */
import { createRequire } from 'node:module';

/** The part of an Ajv 8 validator used here. */
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

/**
 * Ajv as the API itself has it (version 8, the one @fastify/ajv-compiler brings): the copy at the
 * top of node_modules is another tool's older one.
 */
const Ajv = createRequire(require.resolve('@fastify/ajv-compiler'))('ajv').default as new (options: object) => {
  compile(schema: object): ValidateFunction;
};

/** The parts of the OpenAPI document read here. */
export interface DocumentedApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  components?: Record<string, unknown>;
}

/**
 * A schema as OpenAPI 3.0 means it: `nullable: true` admits null even beside an `enum` (as
 * openapi-typescript reads it, `'cash' | … | null`), where Ajv would want null in the enum too.
 */
function asOpenApiMeansIt(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asOpenApiMeansIt);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = asOpenApiMeansIt(value);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** `/api/ops/bookings/:id` (a Fastify route) as the document writes it: `/api/ops/bookings/{id}`. */
export const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

/** A checker of answers against `doc`: each call returns what is wrong, or undefined. */
export function documentedResponses(doc: DocumentedApi) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: object) => {
    let validate = compiled.get(key);
    if (!validate) {
      // The schema inside a copy of the document's components, so its $refs resolve.
      validate = ajv.compile(asOpenApiMeansIt({ ...schema, components: doc.components ?? {} }) as object);
      compiled.set(key, validate);
    }
    return validate;
  };

  return function problemOf(method: string, path: string, status: number, body: unknown, contentType = 'application/json'): string | undefined {
    // A path answers with and without its trailing slash (ARCHITECTURE); the document has one of them.
    const operation = [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`]
      .map((candidate) => doc.paths[candidate]?.[method.toLowerCase()])
      .find(Boolean);
    if (!operation) return `${method} ${path} is not in the document`;
    const documented = Object.keys(operation.responses);
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => documented.includes(candidate));
    if (!key) return `${method} ${path} answered ${status}; the document lists ${documented.join(', ')}`;
    const media = operation.responses[key]?.content?.['application/json'] as { schema?: object } | undefined;
    const schema = media?.schema;
    if (!schema || !contentType.startsWith('application/json')) return undefined;
    const validate = validatorFor(`${method} ${path} ${key}`, schema);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
    return `${method} ${path} answered ${status} in a shape the document does not give: ${errors}`;
  };
}
