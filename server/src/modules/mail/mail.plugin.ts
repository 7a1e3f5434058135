/** Makes the mailer available as `app.mailer`; sends in flight finish before the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends server emails (outbox table, then SMTP when MAIL_URL is set). */
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const mailer = createMailer({ db: app.db, mailUrl: app.config.mailUrl, from: app.config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
