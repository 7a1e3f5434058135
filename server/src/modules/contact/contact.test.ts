import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { contactMessages, outboxEmails } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { listenOnTestPort } from '../../../test/local-ports';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_EMAIL: '100000' });
});
afterAll(() => ctx.close());

const SERVICE_ID = 'service_adom';
const CONTACT_TEMPLATE = 'template_contact';
const CALLBACK_TEMPLATE = 'template_callback';
const PUBLIC_KEY = 'public-key-123';

/**
 * The multipart request emailjs.sendForm makes (@emailjs/browser 4.4.1, methods/sendForm): the
 * form's fields in order, then lib_version, service_id, template_id and user_id appended, posted
 * by fetch with no headers of its own (fetch sets the multipart boundary).
 */
async function sendFormRequest(fields: Record<string, string>, ids: Partial<Record<'service_id' | 'template_id' | 'user_id', string>> = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  formData.append('lib_version', '4.4.1');
  const all = { service_id: SERVICE_ID, template_id: CONTACT_TEMPLATE, user_id: PUBLIC_KEY, ...ids };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) formData.append(name, value);
  const request = new Request('http://localhost/api/v1.0/email/send-form', { method: 'POST', body: formData });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

const sendForm = async (app: FastifyInstance, ...args: Parameters<typeof sendFormRequest>) =>
  app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', ...(await sendFormRequest(...args)) });

const latestMessage = async () =>
  (await ctx.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1))[0];
const messageCount = async () => Number((await ctx.database.db.select({ n: sql`count(*)` }).from(contactMessages))[0].n);
const emailsTo = (to: string) => ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe('POST /api/v1.0/email/send-form (emailjs.sendForm)', () => {
  it('stores the contact form with its template id, answers 200 "OK", and confirms to the sender', async () => {
    const email = `esi.${Date.now()}@example.com`;
    const message = 'Please pick up two suits from East Legon tomorrow.';
    const response = await sendForm(ctx.app, { first_name: 'Esi', email, message });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('OK');
    const stored = await latestMessage();
    expect(stored).toMatchObject({
      serviceId: SERVICE_ID,
      templateId: CONTACT_TEMPLATE,
      fields: { first_name: 'Esi', email, message },
    });
    const [confirmation] = await emailsTo(email);
    expect(confirmation).toMatchObject({ kind: 'contact_confirmation', subject: 'We have received your message' });
    expect(confirmation.text).toContain('Hello Esi,');
    // Not an echo: a stranger could type anyone's address into the form.
    expect(confirmation.text).not.toContain(message);
  });

  it('stores the callback form under its own template id', async () => {
    const fields = {
      first_name: 'Kojo',
      last_name: 'Antwi',
      email: `kojo.${Date.now()}@example.com`,
      phone_number: '0244123456',
      message: 'Dry cleaning for a wedding party of six.',
    };
    const response = await sendForm(ctx.app, fields, { template_id: CALLBACK_TEMPLATE });
    expect(response.statusCode).toBe(200);
    expect(await latestMessage()).toMatchObject({ templateId: CALLBACK_TEMPLATE, fields });
  });

  it.each([
    ['user_id', 'The public key is required (user_id).'],
    ['service_id', 'The service ID is required (service_id).'],
    ['template_id', 'The template ID is required (template_id).'],
  ] as const)('answers 400 in text when %s is missing, and stores nothing', async (missing, text) => {
    const before = await messageCount();
    const response = await sendForm(ctx.app, { first_name: 'Esi', email: 'esi@example.com', message: 'Hi' }, { [missing]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(text);
    expect(await messageCount()).toBe(before);
  });

  it('stores a message whose email is not valid, without a confirmation', async () => {
    const before = await ctx.database.db.select({ n: sql`count(*)` }).from(outboxEmails);
    const response = await sendForm(ctx.app, { first_name: 'Esi', email: 'esi-at-example', message: 'Call me' });
    expect(response.statusCode).toBe(200);
    expect((await latestMessage()).fields.email).toBe('esi-at-example');
    expect(await ctx.database.db.select({ n: sql`count(*)` }).from(outboxEmails)).toEqual(before);
  });

  it('refuses attachments and JSON in text', async () => {
    const formData = new FormData();
    formData.append('first_name', 'Esi');
    formData.append('service_id', SERVICE_ID);
    formData.append('template_id', CONTACT_TEMPLATE);
    formData.append('user_id', PUBLIC_KEY);
    formData.append('photo', new Blob(['not really a photo'], { type: 'image/png' }), 'stain.png');
    const request = new Request('http://localhost/', { method: 'POST', body: formData });
    const withFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(withFile.statusCode).toBe(413);
    expect(withFile.headers['content-type']).toMatch(/^text\/plain/);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ service_id: SERVICE_ID, template_id: CONTACT_TEMPLATE, user_id: PUBLIC_KEY }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.body).toBe('The form must be sent as multipart/form-data.');
  });
});

describe('POST /api/v1.0/email/send (emailjs.send)', () => {
  it('receives what @emailjs/browser itself sends, pointed at this API with init', async () => {
    const port = await listenOnTestPort((p) => ctx.app.listen({ host: '127.0.0.1', port: p }));
    // The library reads location.pathname for its own (disabled) rate limit; Node has no location.
    const globals = globalThis as { location?: unknown };
    globals.location ??= { pathname: '/contact' };
    const emailjs = require('@emailjs/browser') as typeof import('@emailjs/browser');
    emailjs.init({ publicKey: PUBLIC_KEY }, `http://127.0.0.1:${port}`);
    const email = `abena.${Date.now()}@example.com`;
    const result = await emailjs.send(SERVICE_ID, CONTACT_TEMPLATE, { first_name: 'Abena', email, message: 'Ironing only' });
    expect(result).toMatchObject({ status: 200, text: 'OK' });
    expect(await latestMessage()).toMatchObject({
      serviceId: SERVICE_ID,
      templateId: CONTACT_TEMPLATE,
      fields: { first_name: 'Abena', email, message: 'Ironing only' },
    });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('answers 400 in text for a missing id or broken JSON', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lib_version: '4.4.1', user_id: PUBLIC_KEY, service_id: SERVICE_ID, template_params: { first_name: 'A' } }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe('The template ID is required (template_id).');
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toMatch(/^text\/plain/);
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user_id: PUBLIC_KEY, service_id: SERVICE_ID, template_id: CONTACT_TEMPLATE, template_params: { message: { html: '<b>' } } }),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.body).toBe('The field "message" must be text.');
  });
});

describe('rate limit', () => {
  it('answers 429 in text with Retry-After once an IP sends too many', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '', LOG_LEVEL: 'silent', RATE_LIMIT_PER_IP: '2', RATE_LIMIT_WINDOW: '600' });
    const app = await buildApp({ config, database: ctx.database });
    try {
      const fields = { first_name: 'Esi', email: 'esi@example.com', message: 'Hello' };
      expect((await sendForm(app, fields)).statusCode).toBe(200);
      expect((await sendForm(app, fields)).statusCode).toBe(200);
      const third = await sendForm(app, fields);
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toMatch(/^text\/plain/);
      expect(third.body).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(600);
    } finally {
      await app.close();
    }
  });
});
