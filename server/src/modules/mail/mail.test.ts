import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { outboxEmails } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { startSmtpServer } from '../../../test/fake-smtp';
import devRoutes from '../dev/dev.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** The same API on the same database, configured with extra environment (MAIL_URL…). */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: ctx.database });
  await app.ready();
  return app;
}

const outboxRow = async (id: string) =>
  (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];

/** Asks for a reset code and returns the outbox row of the email it wrote. */
async function requestResetCode(app: FastifyInstance, email: string) {
  const { status } = await call(app, 'POST', '/api/auth/forget-password', { body: { email } });
  expect(status).toBe(200);
  const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  expect(row).toBeDefined();
  return row;
}

describe('the mailer', () => {
  it('sends through SMTP when MAIL_URL is set, and records when it went out', async () => {
    const smtp = await startSmtpServer();
    const app = await appWith({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Adom Laundry <hello@adom.test>' });
    try {
      const { user } = await createCustomer(ctx);
      const row = await requestResetCode(app, user.email);
      await app.mailer.idle();
      const code = /Your code is: (\d{6})/.exec(row.text!)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe('hello@adom.test');
      expect(mail.to).toEqual([user.email]);
      expect(mail.data).toContain('Subject: Your password reset code');
      expect(mail.data).toContain(`Your code is: ${code}`);
      const sent = await outboxRow(row.id);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.error).toBeNull();
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('still answers the request when the mail server refuses, and stores the error', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    const app = await appWith({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const { user } = await createCustomer(ctx);
      const row = await requestResetCode(app, user.email);
      await app.mailer.idle();
      const failed = await outboxRow(row.id);
      expect(failed.sentAt).toBeNull();
      expect(failed.error).toMatch(/550/);
      // A permanent refusal is not retried.
      expect(failed).toMatchObject({ attempts: 1, nextAttemptAt: null });
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('stores the error when the mail server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // a port in range with nothing listening on it now
    const app = await appWith({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const { user } = await createCustomer(ctx);
      const row = await requestResetCode(app, user.email);
      await app.mailer.idle();
      const failed = await outboxRow(row.id);
      expect(failed.sentAt).toBeNull();
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await app.close();
    }
  });

  it('keeps the email in the outbox only when MAIL_URL is not set', async () => {
    const { user } = await createCustomer(ctx);
    const row = await requestResetCode(ctx.app, user.email);
    await ctx.app.mailer.idle();
    expect(await outboxRow(row.id)).toMatchObject({ sentAt: null, error: null, kind: 'password_reset', attempts: 0, nextAttemptAt: null });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the emails newest first, a page at a time', async () => {
    for (const n of [1, 2, 3]) {
      await ctx.app.mailer.send({ to: 'outbox@example.com', subject: `Outbox test ${n}`, text: `Body ${n}`, kind: 'test' });
    }
    const first = await call(ctx.app, 'GET', '/api/dev/outbox/?page_size=2');
    expect(first.status).toBe(200);
    expect(first.json.results.map((m: { subject: string }) => m.subject)).toEqual(['Outbox test 3', 'Outbox test 2']);
    expect(first.json.results[0]).toMatchObject({ to: 'outbox@example.com', text: 'Body 3', kind: 'test', sent_at: null, error: null });
    expect(first.json.next).toContain('page=2');
    const second = await call(ctx.app, 'GET', '/api/dev/outbox?page_size=2&page=2');
    expect(second.json.results[0].subject).toBe('Outbox test 1');
  });

  it('does not exist in production, and the module refuses to run there', async () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
      PAYSTACK_SECRET_KEY: 'sk_test_unused',
      PAYSTACK_PUBLIC_KEY: 'pk_test_unused',
    };
    const app = await appWith(production);
    try {
      const { status, json } = await call(app, 'GET', '/api/dev/outbox');
      expect(status).toBe(404);
      expect(json).toEqual({ detail: 'Not found.' });
    } finally {
      await app.close();
    }
    const bare = Fastify();
    bare.decorate('config', loadConfig({ ...production, SITE_DIR: '', LOG_LEVEL: 'silent' }));
    bare.decorate('db', ctx.database.db);
    await expect(bare.register(devRoutes).ready()).rejects.toThrow(/must not run with NODE_ENV=production/);
    await bare.close();
  });
});
