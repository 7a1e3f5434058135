/**
 * Makes the mailer available as `app.mailer`; sends in flight finish before the app closes. It
 * sends emails by SMTP (MAIL_URL) and SMS by Arkesel (ARKESEL_API_KEY, SMS_SENDER_ID) when they
 * are configured, and sends committed notifications as soon as the database announces them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { arkeselSender } from './arkesel';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends server emails and SMS (outbox table, then SMTP and Arkesel when set). */
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const { sms } = app.config;
    const mailer = createMailer({
      db: app.db,
      mailUrl: app.config.mailUrl,
      from: app.config.mailFrom,
      log: app.log,
      sms: sms ? arkeselSender(sms) : undefined,
      metrics: app.metrics,
    });
    app.decorate('mailer', mailer);
    const stopDue = app.live.on('outbox-due', () => void mailer.retryDue());
    // Announcements made while the listener was down were not heard: look once it is back.
    const stopStatus = app.live.on('listener-status', (status) => {
      if (status === 'up') void mailer.retryDue();
    });
    app.addHook('onClose', async () => {
      stopDue();
      stopStatus();
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['live', 'metrics'] },
);
