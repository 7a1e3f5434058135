/** A customer's own profile: read it, change name and email. */
import { profileSchema } from '@laundry-accra/domain/forms';
import type { Db } from '../../db/client';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/db-errors';
import { badRequest, notFound, unauthorized } from '../../lib/http-errors';
import { validBody } from '../../lib/validate-body';
import { normalizeEmail, usersRepository, type UserDto } from './users.repository';

/** Answered when a sign-up or profile change uses an email another account has (any case). */
export const EMAIL_TAKEN = 'A user with that email already exists.';

/** The 400 for an email in use. */
export const emailTaken = () => badRequest({ email: [EMAIL_TAKEN] });

export function usersService(db: Db) {
  const users = usersRepository(db);

  return {
    /** The signed-in customer; 401 when the account behind a valid token no longer exists. */
    async me(userId: string): Promise<UserDto> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized('User not found');
      return user;
    },

    /**
     * Changes the customer's own name and email. Another customer's id is 404, as if it did not
     * exist. Fields left out keep their value; the result is checked with the profile form's rules.
     */
    async updateProfile(userId: string, targetId: string, changes: { name?: string; email?: string }): Promise<UserDto> {
      if (targetId !== userId) throw notFound();
      const current = await users.findById(userId);
      if (!current) throw notFound();
      const profile = validBody(profileSchema, {
        name: changes.name ?? current.name,
        email: changes.email ?? current.email,
      });
      const email = normalizeEmail(profile.email);
      if (await users.emailTaken(email, userId)) throw emailTaken();
      try {
        const updated = await users.updateProfile(userId, { name: profile.name, email });
        if (!updated) throw notFound();
        return updated;
      } catch (error) {
        // Two accounts claiming the same email at once: the unique index decides.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
        throw error;
      }
    },
  };
}
