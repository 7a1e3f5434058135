/**
 * Retries of emails that could not go out for a passing reason: scheduled in the outbox, so any
 * copy of the API (or this one after a restart) sends them, each exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { startSmtpServer } from '../../../test/fake-smtp';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { createMailer, type Mailer, type RetrySchedule } from './mailer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const quiet = { info: () => undefined, error: () => undefined };
/** Retries after 50 ms then 50 ms; no timer of its own (the tests call retryDue). */
const FAST: RetrySchedule = { delaysMs: [50, 50], sweepEveryMs: 3_600_000, claimForMs: 5_000 };

const mailers: Mailer[] = [];
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
});
function mailerFor(port: number, retry: RetrySchedule = FAST): Mailer {
  const mailer = createMailer({ db: ctx.database.db, mailUrl: `smtp://127.0.0.1:${port}`, from: 'hello@adom.test', log: quiet, retry });
  mailers.push(mailer);
  return mailer;
}

let counter = 0;
const email = (extra: { deliverBy?: Date } = {}) => ({
  to: `retry.${Date.now()}.${(counter += 1)}@example.com`,
  subject: 'Your receipt',
  text: 'Thank you for your payment.',
  kind: 'test',
  ...extra,
});
const row = async (id: string) => (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the due retries of every mailer given until `done` holds (or 3 s pass). */
async function retryUntil(done: () => Promise<boolean>, ...sweepers: Mailer[]) {
  for (let tries = 0; tries < 60 && !(await done()); tries += 1) {
    await pause(50);
    await Promise.all(sweepers.map((mailer) => mailer.retryDue()));
    await Promise.all(sweepers.map((mailer) => mailer.idle()));
  }
}

describe('retrying emails', () => {
  it('tries again after a passing failure and records the attempts', async () => {
    const smtp = await startSmtpServer({ busyFor: 1 });
    try {
      const mailer = mailerFor(smtp.port);
      const { id } = await mailer.send(email());
      await mailer.idle();
      const failed = await row(id);
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed.error).toMatch(/421/);
      expect(failed.nextAttemptAt).toBeInstanceOf(Date);

      await retryUntil(async () => (await row(id)).sentAt !== null, mailer);
      expect(await row(id)).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('gives up once the schedule is spent', async () => {
    const smtp = await startSmtpServer({ busyFor: 100 });
    try {
      const mailer = mailerFor(smtp.port);
      const { id } = await mailer.send(email());
      await mailer.idle();
      await retryUntil(async () => (await row(id)).nextAttemptAt === null, mailer);
      const given = await row(id);
      expect(given).toMatchObject({ sentAt: null, attempts: 3, nextAttemptAt: null }); // the first try and two retries
      expect(given.error).toMatch(/421/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('does not retry an email past its deliver-by time (an expired reset code)', async () => {
    const smtp = await startSmtpServer({ busyFor: 1 });
    try {
      // The first try well before the deliver-by time, however busy the machine; the retry after it.
      const mailer = mailerFor(smtp.port, { ...FAST, delaysMs: [1200] });
      const deliverBy = new Date(Date.now() + 1000);
      const { id } = await mailer.send(email({ deliverBy }));
      await mailer.idle();
      const { nextAttemptAt } = await row(id);
      await pause(Math.max(deliverBy.getTime(), nextAttemptAt?.getTime() ?? 0) + 20 - Date.now());
      await mailer.retryDue();
      await mailer.idle();
      const late = await row(id);
      expect(late).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: null });
      expect(late.error).toMatch(/421.*too late to be useful/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('sends an email whose sender stopped mid-send, once, whichever copies look for it', async () => {
    const smtp = await startSmtpServer();
    try {
      // Written and claimed by a copy that then stopped: no outcome, and its claim has run out.
      const [orphan] = await ctx.database.db
        .insert(outboxEmails)
        .values({ ...email(), nextAttemptAt: sql`now() - interval '1 second'` })
        .returning();
      const copies = [mailerFor(smtp.port), mailerFor(smtp.port), mailerFor(smtp.port)];
      await Promise.all(copies.map((mailer) => mailer.retryDue()));
      await Promise.all(copies.map((mailer) => mailer.idle()));
      expect(await row(orphan.id)).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
      expect((await row(orphan.id)).sentAt).toBeInstanceOf(Date);
      expect(smtp.received.filter((mail) => mail.to.includes(orphan.to))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('leaves an email alone while another copy holds its claim', async () => {
    const smtp = await startSmtpServer();
    try {
      const [claimed] = await ctx.database.db
        .insert(outboxEmails)
        .values({ ...email(), nextAttemptAt: sql`now() + interval '1 minute'` })
        .returning();
      const mailer = mailerFor(smtp.port);
      await mailer.retryDue();
      await mailer.idle();
      expect(await row(claimed.id)).toMatchObject({ attempts: 0, sentAt: null });
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
