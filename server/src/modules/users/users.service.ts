/** A customer's own profile: read it, change name and email (the profile form's rules are the request schema's). */
import { normaliseGhanaMobile } from '@laundry-accra/domain/rules';
import type { ProfileBody, ProfileChanges, SignedInUserBody } from '@laundry-accra/domain/schemas/users';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/db-errors';
import { badRequest, notFound, unauthorized } from '../../lib/http-errors';
import { normalizeEmail, type UsersRepository } from './users.repository';

/** Answered when a sign-up or profile change uses an email another account has (any case). */
export const EMAIL_TAKEN = 'A user with that email already exists.';

/** The 400 for an email in use. */
export const emailTaken = () => badRequest({ email: [EMAIL_TAKEN] });

/** The profiles service over the accounts repository. */
export function usersService(users: UsersRepository) {
  return {
    /** The profile of the signed-in customer. */
    forCustomer(userId: string) {
      return {
        /**
         * The signed-in account with its role and branch; 401 when the account behind a valid
         * token no longer exists.
         */
        async me(): Promise<SignedInUserBody> {
          const user = await users.findSignedIn(userId);
          if (!user) throw unauthorized('User not found');
          return user;
        },

        /**
         * Changes the customer's own name, email, phone and notification choices. Another
         * customer's id is 404, as if it did not exist. Fields left out keep their value; a phone
         * is stored as +233… (the schema has checked it is a Ghana mobile number), and an empty
         * one removes it.
         */
        async updateProfile(targetId: string, changes: ProfileChanges): Promise<ProfileBody> {
          if (targetId !== userId) throw notFound();
          const current = await users.findProfile(userId);
          if (!current) throw notFound();
          const name = changes.name ?? current.name;
          const email = normalizeEmail(changes.email ?? current.email);
          const phone = changes.phone === undefined ? current.phone : changes.phone ? (normaliseGhanaMobile(changes.phone) ?? null) : null;
          if (await users.emailTaken(email, userId)) throw emailTaken();
          try {
            const updated = await users.updateProfile(userId, {
              name,
              email,
              phone,
              smsNotifications: changes.sms_notifications ?? current.sms_notifications,
              marketingEmails: changes.marketing_emails ?? current.marketing_emails,
            });
            if (!updated) throw notFound();
            return updated;
          } catch (error) {
            // Two accounts claiming the same email at once: the unique index decides.
            if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
            throw error;
          }
        },
      };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' own profiles: `app.profiles.forCustomer(id)`. */
    profiles: UsersService;
  }
}

/** Decorates `app.profiles`. */
export default fp(
  async function profilesPlugin(app: FastifyInstance) {
    app.decorate('profiles', usersService(app.usersRepository));
  },
  { name: 'profiles', dependencies: ['users-repository'] },
);
