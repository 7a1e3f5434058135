/** The email that invites someone to the staff console. */
import type { OutgoingEmail } from '../mail/outbox.repository';

/**
 * Where the invitee sets their password: the customer app's reset-code page, handed the reset
 * request's token in the link (the page otherwise keeps it from the forgot-password answer).
 */
export const invitationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/app/reset-password/code?token=${encodeURIComponent(token)}`;

/** The invitation: the 6-digit code and the link to the page that takes it; useless once expired. */
export function invitationEmail(
  to: { name: string; email: string },
  invitation: { code: string; link: string; expiresAt: Date; validDays: number },
): OutgoingEmail {
  const text = [
    `Hello ${to.name},`,
    '',
    'You have been invited to the staff console of Adom Laundry & Dry Cleaning.',
    '',
    `Your code is: ${invitation.code}`,
    '',
    `Open ${invitation.link} and type the code with the password you choose, within ${invitation.validDays} days. Then sign in with your email and that password.`,
    '',
    'Adom Laundry & Dry Cleaning, Accra',
  ].join('\n');
  return {
    to: to.email,
    subject: 'Your invitation to the Adom Laundry staff console',
    text,
    kind: 'staff_invitation',
    deliverBy: invitation.expiresAt,
  };
}
