/** The emails the sign-in flows send. */
import type { OutgoingEmail } from '../mail/outbox.repository';

/** The password-reset code email; not worth sending (or retrying) once the code has expired. */
export function resetCodeEmail(
  to: { name: string; email: string },
  code: string,
  validMinutes: number,
  expiresAt: Date,
): OutgoingEmail {
  const text = [
    `Hello ${to.name},`,
    '',
    'Someone (we hope you) asked to reset the password of your Adom Laundry & Dry Cleaning account.',
    '',
    `Your code is: ${code}`,
    '',
    `Type it on the reset page within ${validMinutes} minutes. If you did not ask for this, ignore this email: your password stays as it is.`,
    '',
    'Adom Laundry & Dry Cleaning, Accra',
  ].join('\n');
  return { to: to.email, subject: 'Your password reset code', text, kind: 'password_reset', deliverBy: expiresAt };
}
