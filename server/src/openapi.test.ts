/** The OpenAPI document generated from the route schemas, served beside its UI at /api/docs. */
import { buildTestApp, call, type TestContext } from '../test/helper';

let ctx: TestContext;
let doc: {
  openapi: string;
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses: Record<string, unknown> }>>;
};
beforeAll(async () => {
  ctx = await buildTestApp();
  const { status, json } = await call(ctx.app, 'GET', '/api/docs/json');
  expect(status).toBe(200);
  doc = json;
});
afterAll(() => ctx.close());

const operation = (path: string, method: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  return found;
};

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document with the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it.each([
    ['/api/auth/signup/', 'post', '201'],
    ['/api/auth/login/', 'post', '200'],
    ['/api/auth/token/refresh/', 'post', '200'],
    ['/api/auth/logout/', 'post', '204'],
    ['/api/auth/forget-password', 'post', '200'],
    ['/api/auth/reset-password', 'post', '200'],
  ])('lists %s (%s) under auth, without a token', (path, method, success) => {
    const op = operation(path, method);
    expect(op.tags).toEqual(['auth']);
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining([success, '400']));
  });

  it('documents the 429 of every rate-limited call', () => {
    for (const path of ['/api/auth/signup/', '/api/auth/login/', '/api/auth/forget-password', '/api/auth/reset-password', '/api/v1.0/email/send-form', '/api/v1.0/email/send']) {
      expect(Object.keys(operation(path, 'post').responses)).toContain('429');
    }
  });

  it('marks the users calls as needing the bearer token', () => {
    for (const [path, method] of [['/api/users/me', 'get'], ['/api/users/{id}', 'patch']]) {
      const op = operation(path, method);
      expect(op.tags).toEqual(['users']);
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses)).toContain('401');
    }
  });

  it('lists the EmailJS-compatible sink with its text answers, and the development outbox', () => {
    const sendForm = operation('/api/v1.0/email/send-form', 'post') as { tags: string[]; requestBody: { content: Record<string, unknown> }; responses: Record<string, { content: Record<string, unknown> }> };
    expect(sendForm.tags).toEqual(['contact']);
    expect(Object.keys(sendForm.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(sendForm.responses['200'].content)).toEqual(['text/plain']);
    expect(operation('/api/v1.0/email/send', 'post').tags).toEqual(['contact']);
    expect(operation('/api/dev/outbox', 'get').tags).toEqual(['development']);
  });

  it.each([
    ['/api/auth/signup/', ['name', 'email', 'password', 'password2']],
    ['/api/auth/login/', ['email', 'password']],
    ['/api/bookings/checkout/', ['pickup_address', 'dropoff_address', 'branch', 'pickup_date']],
    ['/api/address/', ['address_name', 'address']],
    ['/api/bookings/basket/', ['item', 'quantity']],
  ])('marks the required body fields of POST %s as required, each with its message', (path, required) => {
    const op = operation(path, 'post') as unknown as {
      requestBody: {
        required?: boolean;
        content: Record<string, { schema: { required?: string[]; else?: { required?: string[] }; properties: Record<string, Record<string, unknown>> } }>;
      };
    };
    const { schema } = op.requestBody.content['application/json'];
    // The checkout's dropoff address is required unless the customer collects (decision 072): its `else`.
    expect([...(schema.required ?? []), ...(schema.else?.required ?? [])].sort()).toEqual([...required].sort());
    for (const field of required) expect(schema.properties[field]['x-message']).toEqual(expect.any(String));
  });

  it('leaves the fields a PATCH may leave out optional', () => {
    for (const path of ['/api/address/{id}', '/api/bookings/basket/{id}', '/api/bookings/{id}', '/api/users/{id}']) {
      const op = operation(path, 'patch') as unknown as { requestBody: { content: Record<string, { schema: { required?: string[] } }> } };
      expect(op.requestBody.content['application/json'].schema.required ?? []).toEqual([]);
    }
  });

  it('serves the UI at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
