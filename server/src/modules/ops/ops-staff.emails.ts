/** The email that invites someone to the staff console. */
import { invitedAs, type StaffRole } from '@laundry-accra/domain/roles';
import type { OutgoingEmail } from '../mail/outbox.repository';

/**
 * Where the invitee sets their password: the app's welcome page, which says who invited them to
 * what and takes the code, handed the reset request's token in the link.
 */
export const invitationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/app/welcome?token=${encodeURIComponent(token)}`;

/** The invitation: who sent it, to do what, the 6-digit code and the link to the page that takes it; useless once expired. */
export function invitationEmail(
  to: { name: string; email: string },
  invitation: {
    code: string;
    link: string;
    expiresAt: Date;
    validDays: number;
    invitedBy: string;
    role: StaffRole;
    branch: string | null;
  },
): OutgoingEmail {
  const text = [
    `Hello ${to.name},`,
    '',
    `${invitation.invitedBy} has invited you to the staff console of Adom Laundry & Dry Cleaning, ${invitedAs(invitation.role, invitation.branch)}.`,
    '',
    `Your code is: ${invitation.code}`,
    '',
    `Open ${invitation.link} and type the code with the password you choose, within ${invitation.validDays} days. Then sign in with your email and that password.`,
    '',
    'Adom Laundry & Dry Cleaning, Accra',
  ].join('\n');
  return {
    to: to.email,
    subject: `${invitation.invitedBy} invited you to the Adom Laundry staff console`,
    text,
    kind: 'staff_invitation',
    deliverBy: invitation.expiresAt,
  };
}
