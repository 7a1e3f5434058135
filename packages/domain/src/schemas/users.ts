/** Shapes of the users API. */
import { Type, type Static } from '@sinclair/typebox';
import { USER_ROLES } from '../roles';
import { StringEnum, Uuid } from './common';
import { EmailText, NameText, OptionalMobileNumber } from './fields';
import { messages } from '../rules';

/** A customer as the API shows them. */
export const User = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
});
export type UserBody = Static<typeof User>;

/**
 * The account as its owner sees and changes it: who they are, the phone number SMS go to
 * (`+233…`, or null when they gave none) and what they chose to receive.
 */
export const Profile = Type.Composite([
  User,
  Type.Object({
    phone: Type.Union([Type.String({ examples: ['+233241234567'] }), Type.Null()]),
    sms_notifications: Type.Boolean({ description: 'Order steps and receipts by SMS too' }),
    marketing_emails: Type.Boolean({ description: 'Reminders and offers by email' }),
  }),
]);
export type ProfileBody = Static<typeof Profile>;

/**
 * GET /users/me: the account with its role and, for staff bound to one branch, that branch (null
 * for customers and for staff of every branch), so the app knows where to send someone who signs in.
 */
export const SignedInUser = Type.Composite([
  Profile,
  Type.Object({
    role: StringEnum(USER_ROLES),
    branch: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  }),
]);
export type SignedInUserBody = Static<typeof SignedInUser>;

/**
 * PATCH /users/{id}: name and email, each optional (left out: unchanged), with the profile form's
 * messages. Other fields the app sends with them (id, …) are ignored.
 */
export const ProfileChanges = Type.Object({
  name: Type.Optional(NameText(messages.profile.name)),
  email: Type.Optional(EmailText(messages.profile.email)),
  phone: OptionalMobileNumber(messages.profile.phone),
  sms_notifications: Type.Optional(Type.Boolean()),
  marketing_emails: Type.Optional(Type.Boolean()),
});
export type ProfileChanges = Static<typeof ProfileChanges>;

export const UserIdParams = Type.Object({ id: Uuid });
