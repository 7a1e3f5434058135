/**
 * The site's contact and callback forms, received the way EmailJS receives them: the message is
 * stored with its service and template ids, and the sender gets a confirmation email.
 */
import { EMAIL_PATTERN } from '@laundry-accra/domain/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { contactMessagesRepository } from './contact.repository';
import { HttpError, badRequestDetail } from '../../lib/http-errors';
import type { Mailer } from '../mail/mailer';
import { contactConfirmationEmail } from './contact.emails';

/** The EmailJS parameters that travel beside the form's own fields. */
export const EMAILJS_PARAMETERS = ['lib_version', 'service_id', 'template_id', 'user_id'] as const;

export const MAX_FIELDS = 50;
export const MAX_FIELD_LENGTH = 10_000;

/** A form as EmailJS's send and send-form calls carry it. */
export interface ContactSubmission {
  serviceId: unknown;
  templateId: unknown;
  /** The site's EmailJS public key. */
  userId: unknown;
  fields: Record<string, unknown>;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The form's fields as text; files and nested values are not part of a contact message. */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(fields).filter(([name]) => !(EMAILJS_PARAMETERS as readonly string[]).includes(name));
  if (entries.length > MAX_FIELDS) throw new HttpError(413, { detail: `A form may have at most ${MAX_FIELDS} fields.` });
  const result: Record<string, string> = {};
  for (const [name, value] of entries) {
    let textValue: string;
    if (typeof value === 'string') textValue = value;
    else if (typeof value === 'number' || typeof value === 'boolean') textValue = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) textValue = value.join(', ');
    else if (value === null || value === undefined) textValue = '';
    else throw badRequestDetail(`The field "${name.slice(0, 50)}" must be text.`);
    if (textValue.length > MAX_FIELD_LENGTH) {
      throw new HttpError(413, { detail: `The field "${name.slice(0, 50)}" is longer than ${MAX_FIELD_LENGTH} characters.` });
    }
    result[name] = textValue;
  }
  return result;
}

/** Receives contact and callback messages: stores them and confirms to the sender. */
export function contactService({ db, mailer }: { db: Db; mailer: Pick<Mailer, 'send'> }) {
  return {
    /** Stores the message and confirms it to the sender; 400 when an EmailJS id is missing. */
    async receive(submission: ContactSubmission): Promise<void> {
      // The same words @emailjs/browser uses when it catches these before sending.
      if (!present(submission.userId)) throw badRequestDetail('The public key is required (user_id).');
      if (!present(submission.serviceId)) throw badRequestDetail('The service ID is required (service_id).');
      if (!present(submission.templateId)) throw badRequestDetail('The template ID is required (template_id).');
      const fields = textFields(submission.fields);

      await contactMessagesRepository(db).add({
        serviceId: submission.serviceId.trim(),
        templateId: submission.templateId.trim(),
        fields,
      });

      const sender = fields.email?.trim();
      if (sender && EMAIL_PATTERN.test(sender)) {
        await mailer.send(contactConfirmationEmail(sender, fields.first_name));
      }
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact and callback forms' messages. */
    contactMessages: ContactService;
  }
}

/** Decorates `app.contactMessages`. */
export default fp(
  async function contactServicePlugin(app: FastifyInstance) {
    app.decorate('contactMessages', contactService({ db: app.db, mailer: app.mailer }));
  },
  { name: 'contact-service', dependencies: ['database', 'mailer'] },
);
