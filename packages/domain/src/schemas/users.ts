/** Shapes of the users API. */
import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common';

/** A customer as the API shows them. */
export const User = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
});
export type UserBody = Static<typeof User>;

/**
 * PATCH /users/{id}: name and email, each optional (left out: unchanged). Other fields the app
 * sends with them (id, …) are ignored. Rules and messages come from the profile form's schema.
 */
export const ProfileChanges = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 150 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
export type ProfileChanges = Static<typeof ProfileChanges>;

export const UserIdParams = Type.Object({ id: Uuid });
