/**
 * Forgotten passwords. forget-password always answers with an opaque token (a password_resets
 * row), whether or not the email has an account, so the answer tells nothing; for an account, a
 * 6-digit code goes by email. reset-password takes the token, the code and a new password: the
 * code works once, for 15 minutes, with 5 tries; success signs the account out everywhere.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ForgetPasswordBody, InvitationDto, ResetPasswordBody } from '@laundry-accra/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import type { AccountSignedOut } from '../../live/events';
import { badRequestDetail, notFound } from '../../lib/http-errors';
import type { Mailer } from '../mail/mailer';
import type { Notifications } from '../notifications/notifications.service';
import { normalizeEmail, usersRepository } from '../users/users.repository';
import { resetCodeEmail } from './auth.emails';
import { endEverySession, hashToken, newOpaqueToken } from './auth.tokens';
import { passwordResetsRepository } from './password-resets.repository';
import { hashPassword } from './passwords';

export const RESET_CODE_VALID_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;
/**
 * An invitation's code lasts 7 days, not 15 minutes: the invitee may not read their email the day
 * it is sent, and an admin re-inviting for every missed quarter hour would be worse than the risk
 * of a code that only works with the token in the same email (and with 5 tries).
 */
export const INVITATION_VALID_MINUTES = 7 * 24 * 60;

/** Why a reset failed, as the customer reads it (400 `{detail}`). */
export const resetMessages = {
  unknownRequest: 'This password reset request is not valid. Request a new code.',
  used: 'This code has already been used. Request a new code.',
  expired: 'This code has expired. Request a new code.',
  tooManyTries: 'Too many wrong codes. Request a new code.',
  wrongCode: (triesLeft: number) => `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  done: 'Your password has been reset. Sign in with your new password.',
  /** An invitation link that is unknown, used or expired, as its welcome page says it. */
  invitationClosed: 'This invitation has expired or has already been used. Ask the person who invited you for a new one.',
} as const;

/** A code the customer can type: 6 digits, leading zeros kept. */
const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type ResetOutcome = { ok: true; signOuts: AccountSignedOut[] } | { ok: false; detail: string };

export interface PasswordResetOptions {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  /** Tells the account's owner that the password changed, in the change's transaction. */
  notifications: Pick<Notifications, 'passwordChanged'>;
  /** Keys the code hashes, so a copy of the table alone cannot be searched for codes. */
  secret: string;
  /** Told of the sign-out a reset makes once it is committed, so this copy refuses old tokens at once. */
  accountSignedOut(signOut: AccountSignedOut): void;
}

/** The password reset service. */
export function passwordResetService({ db, mailer, notifications, secret, accountSignedOut }: PasswordResetOptions) {
  // Bound to the request's token, so a code is worthless with any other request.
  const codeHash = (tokenHash: string, code: string) =>
    createHmac('sha256', secret).update(`${tokenHash}:${code}`).digest();

  /** Opens a reset request on `on` (the database or a transaction): its token, code and expiry. */
  async function openReset(on: Db | Tx, userId: string | null, validMinutes: number) {
    const token = newOpaqueToken();
    const tokenHash = hashToken(token);
    const code = newResetCode();
    const expiresAt = new Date(Date.now() + validMinutes * 60_000);
    await passwordResetsRepository(on).create({
      userId,
      tokenHash,
      codeHash: codeHash(tokenHash, code).toString('hex'),
      expiresAt,
    });
    return { token, code, expiresAt };
  }

  return {
    /** Starts a reset; returns the token the browser keeps for reset-password. */
    async forgetPassword(form: ForgetPasswordBody): Promise<{ token: string }> {
      const user = await usersRepository(db).findByEmail(normalizeEmail(form.email));
      // A row even without an account: the same work, the same answer, and its code never matches.
      const { token, code, expiresAt } = await openReset(db, user?.id ?? null, RESET_CODE_VALID_MINUTES);
      if (user) await mailer.send(resetCodeEmail(user, code, RESET_CODE_VALID_MINUTES, expiresAt));
      return { token };
    },

    /**
     * Opens the reset request of an invitation (a new staff account has no usable password yet),
     * inside the transaction that creates the account; the caller emails the code and token once
     * it commits. It then works as any reset: the invitee sets a password with reset-password.
     */
    openInvitation(tx: Tx, userId: string): Promise<{ token: string; code: string; expiresAt: Date }> {
      return openReset(tx, userId, INVITATION_VALID_MINUTES);
    },

    /**
     * The welcome page of an invitation's link: who is invited, by whom, as what, where. Knowing
     * the token is the permission (it came in the invitee's email); 404 once it is used or expired.
     */
    async invitation(token: string): Promise<InvitationDto> {
      const invitation = await passwordResetsRepository(db).findOpenInvitation(hashToken(token), new Date());
      if (!invitation) throw notFound(resetMessages.invitationClosed);
      return {
        name: invitation.name,
        email: invitation.email,
        role: invitation.role,
        branch: invitation.branch,
        invited_by: invitation.invitedBy,
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    /** Sets a new password when the code is right; 400 `{detail}` saying why not otherwise. */
    async resetPassword(form: ResetPasswordBody): Promise<{ detail: string }> {
      const tokenHash = hashToken(form.token);
      const code = form.code.replace(/\s+/g, '');

      // The outcome is returned, not thrown, so a wrong try is counted even though it fails.
      const outcome = await db.transaction(async (tx): Promise<ResetOutcome> => {
        const resets = passwordResetsRepository(tx);
        const reset = await resets.findForUpdate(tokenHash);
        if (!reset) return { ok: false, detail: resetMessages.unknownRequest };
        if (reset.usedAt) return { ok: false, detail: resetMessages.used };
        if (reset.expiresAt.getTime() <= Date.now()) return { ok: false, detail: resetMessages.expired };
        if (reset.attempts >= RESET_CODE_MAX_TRIES) return { ok: false, detail: resetMessages.tooManyTries };

        const expected = Buffer.from(reset.codeHash, 'hex');
        const given = codeHash(tokenHash, code);
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        if (!matches || !reset.userId) {
          const tries = await resets.countWrongCode(reset.id);
          const left = RESET_CODE_MAX_TRIES - tries;
          return { ok: false, detail: left > 0 ? resetMessages.wrongCode(left) : resetMessages.tooManyTries };
        }

        const signedOut = await usersRepository(tx).resetPassword(reset.userId, await hashPassword(form.password));
        await resets.closeAllForUser(reset.userId, new Date());
        const endedSessions = await endEverySession(tx, reset.userId);
        await notifications.passwordChanged(tx, reset.userId, reset.id, new Date());
        return { ok: true, signOuts: [signedOut, ...endedSessions] };
      });

      if (!outcome.ok) throw badRequestDetail(outcome.detail);
      outcome.signOuts.forEach(accountSignedOut);
      return { detail: resetMessages.done };
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgotten passwords: codes by email, new passwords. */
    passwordResets: PasswordResetService;
  }
}

/** Decorates `app.passwordResets`. */
export default fp(
  async function passwordResetsPlugin(app: FastifyInstance) {
    app.decorate(
      'passwordResets',
      passwordResetService({
        db: app.db,
        mailer: app.mailer,
        notifications: app.notifications,
        secret: app.config.jwtSecret,
        accountSignedOut: (signOut) => app.live.signedOutAccounts.heard(signOut),
      }),
    );
  },
  { name: 'password-resets', dependencies: ['database', 'mailer', 'notifications', 'live'] },
);
