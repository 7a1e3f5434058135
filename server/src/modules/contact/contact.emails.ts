/** The confirmation a visitor receives after sending the contact or callback form. */
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
    'Office hours: Mondays to Saturdays 8:00AM - 6:30 PM; Holidays 8:00AM - 12:30 PM.',
    '',
    'If you did not write to us, you can ignore this email.',
    '',
    'Adom Laundry & Dry Cleaning, Accra',
  ].join('\n');
  return { to, subject: 'We have received your message', text, kind: 'contact_confirmation' };
}
