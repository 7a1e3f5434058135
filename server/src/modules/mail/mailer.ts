/**
 * The mailer: every email is first kept in the outbox table, then sent by SMTP (nodemailer) when
 * MAIL_URL is set. Sending happens after the caller has its answer: a slow or failing mail server
 * never fails or delays the request that wrote the email (and a password-reset answer takes the
 * same time whether or not an email was sent). The outcome is stored on the outbox row (sent_at or
 * error) and logged.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxRepository, type OutgoingEmail } from './outbox.repository';

/** The part of a logger the mailer uses (pino's signature, as Fastify's logger has). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  db: Db;
  /** smtp:// or smtps:// URL; when undefined emails stay in the outbox only. */
  mailUrl: string | undefined;
  from: string;
  log: MailLog;
}

export interface Mailer {
  /** Keeps the email in the outbox and starts sending it; resolves once it is kept. */
  send(email: OutgoingEmail): Promise<{ id: string }>;
  /** Resolves when every send started so far has finished (delivered or failed). */
  idle(): Promise<void>;
  /** Waits for sends in flight, then closes the SMTP transport. */
  close(): Promise<void>;
}

export function createMailer({ db, mailUrl, from, log }: MailerOptions): Mailer {
  const outbox = outboxRepository(db);
  // nodemailer waits up to 10 minutes on a silent server by default; a shutdown waits for sends.
  const transport: Transporter | undefined = mailUrl
    ? nodemailer.createTransport({ url: mailUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from })
    : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, email: OutgoingEmail): Promise<void> {
    if (!transport) {
      log.info({ outboxId: id, kind: email.kind, to: email.to }, 'email kept in the outbox (MAIL_URL not set)');
      return;
    }
    try {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
      await outbox.markSent(id);
      log.info({ outboxId: id, kind: email.kind }, 'email sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ err: error, outboxId: id, kind: email.kind }, 'email could not be sent');
      await outbox.markFailed(id, reason.slice(0, 1000)).catch((storeError: unknown) => {
        log.error({ err: storeError, outboxId: id }, 'email failure could not be recorded');
      });
    }
  }

  return {
    async send(email) {
      const row = await outbox.add(email);
      const sending = deliver(row.id, email).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return { id: row.id };
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}
