/** The confirmation a visitor receives after sending the contact or callback form. */
import { openingHoursText } from '@laundry-accra/domain/business';
import type { OutgoingEmail } from '../mail/outbox.repository';

/**
 * Thanks the sender and says what happens next. It deliberately does not repeat the message:
 * anyone can type any address into a public form, and an echo would let strangers send
 * their words from our address.
 */
export function contactConfirmationEmail(to: string, firstName: string | undefined): OutgoingEmail {
  const name = firstName?.replace(/\s+/g, ' ').trim().slice(0, 60);
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    'Thank you for contacting Adom Laundry & Dry Cleaning. We have received your message and will get back to you shortly.',
    '',
    // The branches' hours, not a text of their own (domain business.ts).
    `Office hours: ${openingHoursText()}.`,
    '',
    'If you did not write to us, you can ignore this email.',
    '',
    'Adom Laundry & Dry Cleaning, Accra',
  ].join('\n');
  return { to, subject: 'We have received your message', text, kind: 'contact_confirmation' };
}
