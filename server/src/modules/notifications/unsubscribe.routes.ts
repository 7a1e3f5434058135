/**
 * The unsubscribe link of every email. GET (the link in the email's footer, opened in a browser)
 * only asks: it answers a page with an Unsubscribe button, because mail scanners and link
 * previews open links by themselves and must not unsubscribe anybody. POST (that button, and RFC
 * 8058's one-click, sent by mail clients from the List-Unsubscribe header with the body
 * `List-Unsubscribe=One-Click`) turns the customer's optional emails off, with no sign-in: the
 * signed token says whose. Receipts and order steps are not optional and keep coming. Answered
 * with a small page, as a browser shows it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BUSINESS_NAME } from '@laundry-accra/domain/business';
import { notificationsRepository } from './notifications.repository';
import { SERVER_PAGE_POLICY } from '../../plugins/content-security-policy';
import { readUnsubscribeToken } from './unsubscribe-token';

/** What the page says. */
export const UNSUBSCRIBE_PAGES = {
  confirm: 'Stop reminders and offers by email? Receipts and updates on your orders will still reach you.',
  button: 'Unsubscribe',
  done: 'You are unsubscribed from reminders and offers. Receipts and updates on your orders will still reach you.',
  invalid: 'This unsubscribe link is not valid. Use the link of a recent email, or change your choices in your profile.',
} as const;

const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const Page = Type.String({ description: 'An HTML page' });

const page = (message: string, form = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Email preferences · ${BUSINESS_NAME}</title>
<style>body{font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f5f8f8;color:#14232b;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:6px solid #0b5d6b}
a{color:#0b5d6b}</style></head>
<body><main><h1>${BUSINESS_NAME}</h1><p>${message}</p>${form}<p><a href="/app/profile">Your profile</a></p></main></body></html>`;

/** The question a GET answers: a button that sends the one-click POST for this token. */
const confirmPage = (token: string) =>
  page(
    UNSUBSCRIBE_PAGES.confirm,
    `<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#0b5d6b;color:#fff">${UNSUBSCRIBE_PAGES.button}</button></form>`,
  );

const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Mail clients post the one-click form encoded; its content is fixed and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const unsubscribe = async (token: string): Promise<[200 | 400, string]> => {
    const userId = readUnsubscribeToken(app.config.jwtSecret, token);
    if (!userId || !(await notificationsRepository(app.db).stopMarketingEmails(userId))) {
      return [400, page(UNSUBSCRIBE_PAGES.invalid)];
    }
    return [200, page(UNSUBSCRIBE_PAGES.done)];
  };
  const schema = (summary: string) => ({
    tags: ['notifications'],
    summary,
    querystring: UnsubscribeQuery,
    response: {
      200: { description: 'Unsubscribed', content: { 'text/html': { schema: Page } } },
      400: { description: 'The link is not valid', content: { 'text/html': { schema: Page } } },
    },
  });

  app.get(
    '/notifications/unsubscribe',
    { schema: schema('Ask before turning optional emails off (the link in an email); changes nothing') },
    async (request, reply) => {
      const valid = readUnsubscribeToken(app.config.jwtSecret, request.query.token) !== undefined;
      return reply
        .status(valid ? 200 : 400)
        .header('content-security-policy', SERVER_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(valid ? confirmPage(request.query.token) : page(UNSUBSCRIBE_PAGES.invalid));
    },
  );

  app.post(
    '/notifications/unsubscribe',
    { schema: schema('Turn optional emails off (RFC 8058 one-click, from the List-Unsubscribe header)') },
    async (request, reply) => {
      const [status, html] = await unsubscribe(request.query.token);
      return reply.status(status).header('content-security-policy', SERVER_PAGE_POLICY).type('text/html; charset=utf-8').send(html);
    },
  );
};

export default unsubscribeRoutes;
