/**
 * The mailer: every email (and every SMS) is first kept in the outbox table, then sent by SMTP
 * (nodemailer) when MAIL_URL is set, or by the SMS provider (arkesel.ts) when it is configured.
 * Notifications written inside a change's transaction (modules/notifications) are due as soon as
 * it commits: the outbox's trigger announces them (migration 0010, live/listener.ts) and any copy
 * sends them; the periodic sweep sends whatever that missed. Sending happens after the caller has its answer: a slow or failing mail server
 * never fails or delays the request that wrote the email (and a password-reset answer takes the
 * same time whether or not an email was sent). The outcome is stored on the outbox row (sent_at, or
 * the error and the attempts) and logged.
 *
 * A send that fails for a passing reason (the server unreachable or busy, a 4xx answer) is tried
 * again later, a few times with growing waits, by whichever copy of the API gets to it first: the
 * schedule lives in the outbox, not in memory, so a restart loses nothing. A permanent refusal
 * (5xx, e.g. no such mailbox) is not retried, nor is an email past its deliver-by time.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationChannel } from '@laundry-accra/domain/notifications';
import type { Db } from '../../db/client';
import type { OutboxEmail } from '../../db/schema';
import type { Metrics } from '../../plugins/metrics';
import { SmsRefused, type SmsSender } from './arkesel';
import { outboxRepository, withBody, type OutgoingEmail } from './outbox.repository';

/** The part of a logger the mailer uses (pino's signature, as Fastify's logger has). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** When to try again: the wait before each retry, after the first attempt. */
export interface RetrySchedule {
  /** Waits (ms) before the 2nd, 3rd… attempts; their number is the number of retries. */
  delaysMs: readonly number[];
  /** How often this copy looks for due retries (ms). */
  sweepEveryMs: number;
  /** How long an attempt may take before another copy may assume it was lost (ms). */
  claimForMs: number;
}

/** 1, 5, 15 and 60 minutes: a mail server's restart or a provider's hiccup is ridden out. */
export const DEFAULT_RETRY: RetrySchedule = {
  delaysMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000],
  sweepEveryMs: 30_000,
  claimForMs: 2 * 60_000,
};

export interface MailerOptions {
  db: Db;
  /** smtp:// or smtps:// URL; when undefined emails stay in the outbox only. */
  mailUrl: string | undefined;
  from: string;
  log: MailLog;
  retry?: RetrySchedule;
  /** Sends SMS rows; when undefined they stay in the outbox. */
  sms?: SmsSender;
  /** Where sends and failures are counted. */
  metrics?: Pick<Metrics, 'notificationsSent' | 'notificationsFailed'>;
}

export interface Mailer {
  /** Keeps the email in the outbox and starts sending it; resolves once it is kept. */
  send(email: OutgoingEmail): Promise<{ id: string }>;
  /**
   * Sends what is due now: retries, and notifications committed with their change (the mailer
   * also does this on its own, periodically, and when the database announces new ones).
   */
  retryDue(): Promise<void>;
  /** The channels this copy delivers (the others stay in the outbox). */
  readonly channels: readonly NotificationChannel[];
  /** Resolves when every send started so far has finished (delivered or failed). */
  idle(): Promise<void>;
  /** Stops retrying, waits for sends in flight, then closes the SMTP transport. */
  close(): Promise<void>;
}

/** A refusal that will not change on a retry: an SMTP 5xx answer, or an SMS the provider will never take. */
function isPermanent(error: unknown): boolean {
  if (error instanceof SmsRefused) return error.permanent;
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What an outbox row holds to send (a notification email's facts are rendered first, withBody). */
type Sendable = Pick<OutboxEmail, 'channel' | 'to' | 'subject' | 'html' | 'kind' | 'headers'> & { text: string };

export function createMailer({ db, mailUrl, from, log, retry = DEFAULT_RETRY, sms, metrics }: MailerOptions): Mailer {
  const outbox = outboxRepository(db);
  // nodemailer waits up to 10 minutes on a silent server by default; a shutdown waits for sends.
  const transport: Transporter | undefined = mailUrl
    ? nodemailer.createTransport({ url: mailUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from })
    : undefined;
  const inFlight = new Set<Promise<void>>();
  const channels: NotificationChannel[] = [...(transport ? ['email' as const] : []), ...(sms ? ['sms' as const] : [])];

  /** Hands one row to its channel's transport. */
  async function deliver(message: Sendable): Promise<void> {
    if (message.channel === 'sms') {
      await sms!(message.to, message.text);
      return;
    }
    await transport!.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      headers: message.headers ?? undefined,
    });
  }

  /** One attempt at the message whose outbox row is `row`, which had `attempts` tries before. */
  async function attempt(id: string, row: OutboxEmail, attempts: number): Promise<void> {
    if (!channels.includes(row.channel)) return;
    try {
      // A notification's email is rendered from its facts here, after its change committed, and
      // kept on the row as it went out.
      const rendered = row.text === null;
      const sendable = await withBody(row);
      await deliver(sendable);
      await outbox.markSent(id, rendered ? { text: sendable.text, html: sendable.html } : undefined);
      metrics?.notificationsSent.inc({ channel: row.channel });
      log.info({ outboxId: id, kind: row.kind, channel: row.channel, attempt: attempts + 1 }, `${row.channel} sent`);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const retryIn = isPermanent(error) ? undefined : retry.delaysMs[attempts];
      metrics?.notificationsFailed.inc({ channel: row.channel, will_retry: retryIn === undefined ? 'no' : 'yes' });
      log.error(
        { err: error, outboxId: id, kind: row.kind, attempt: attempts + 1, retryInMs: retryIn ?? null },
        retryIn === undefined ? `${row.channel} could not be sent; giving up` : `${row.channel} could not be sent; will retry`,
      );
      await outbox.markFailed(id, reason, retryIn).catch((storeError: unknown) => {
        log.error({ err: storeError, outboxId: id }, 'email failure could not be recorded');
      });
    }
  }

  function track(sending: Promise<void>): void {
    const tracked = sending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  let sweeping: Promise<void> | undefined;
  async function retryDue(): Promise<void> {
    if (!channels.length) return;
    // One sweep at a time in this copy; the database keeps copies from sending the same email.
    sweeping ??= (async () => {
      try {
        const due = await outbox.claimDue(20, retry.claimForMs, channels);
        for (const row of due) track(attempt(row.id, row, row.attempts));
      } catch (error) {
        log.error({ err: error }, 'due emails could not be read from the outbox');
      } finally {
        sweeping = undefined;
      }
    })();
    return sweeping;
  }

  const timer = channels.length ? setInterval(() => void retryDue(), retry.sweepEveryMs) : undefined;
  timer?.unref();

  return {
    channels,
    async send(email) {
      const row = await outbox.add(email, transport ? retry.claimForMs : undefined);
      if (transport) {
        track(attempt(row.id, row, 0));
      } else {
        log.info({ outboxId: row.id, kind: email.kind, to: email.to }, 'email kept in the outbox (MAIL_URL not set)');
      }
      return { id: row.id };
    },
    retryDue,
    async idle() {
      while (inFlight.size || sweeping) await Promise.allSettled([...inFlight, sweeping]);
    },
    async close() {
      if (timer) clearInterval(timer);
      await this.idle();
      transport?.close();
    },
  };
}
