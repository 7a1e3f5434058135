/**
 * Shapes of the auth API. Each form field is required and carries its form's message (SPEC §5),
 * so a missing, mistyped or malformed field answers exactly what the app's form says. Only the
 * rule between two fields (password2 equals password) is left to the service.
 */
import { Type, type Static } from '@sinclair/typebox';
import { messages } from '../rules';
import { EmailText, NameText, NewPassword, OptionalMobileNumber, RequiredText, TypedPassword } from './fields';
import { StringEnum, Trimmed, withMessage } from './common';
import { STAFF_ROLES } from '../roles';
import { User } from './users';

export const SignupBody = Type.Object({
  name: NameText(messages.signup.name),
  email: EmailText(messages.signup.email, { description: 'Unique ignoring case' }),
  password: NewPassword(messages.signup.password, {
    description: '8 to 25 characters: an uppercase and a lowercase letter, a digit and one of @$!%*?&',
  }),
  // Not trimmed, as a password is not: a space more is another password.
  password2: withMessage(
    Type.String({ minLength: 1, maxLength: 128, description: 'The same password again' }),
    messages.signup.password2,
  ),
  // Optional, under the profile's rule and message: the number SMS go to (stored as +233…).
  phone: OptionalMobileNumber(messages.profile.phone),
});
export type SignupBody = Static<typeof SignupBody>;

export const TokenPair = Type.Object({
  access: Type.String({ description: 'Access token (JWT) for Authorization: Bearer' }),
  refresh: Type.String({ description: 'Opaque refresh token; each use replaces it' }),
});

export const SignupResponse = Type.Object({ user: User, token: TokenPair });

export const LoginBody = Type.Object({
  email: EmailText(messages.login.email),
  password: TypedPassword(messages.login.password),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /auth/change-password/: the signed-in customer's current password, then the new one twice. */
export const ChangePasswordBody = Type.Object({
  current_password: TypedPassword(messages.changePassword.current),
  password: NewPassword(messages.reset.password, { description: 'The new password, under the sign-up rule' }),
  password2: withMessage(
    Type.String({ minLength: 1, maxLength: 128, description: 'The new password again' }),
    messages.signup.password2,
  ),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 256 }) });

export const ForgetPasswordBody = Type.Object({ email: EmailText(messages.forgotPassword.email) });
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

export const ForgetPasswordResponse = Type.Object({
  token: Type.String({ description: 'Send back to reset-password with the emailed code' }),
});

export const ResetPasswordBody = Type.Object({
  code: RequiredText(messages.reset.code, { maxLength: 32, description: 'The 6-digit code from the email' }),
  password: NewPassword(messages.reset.password, { description: 'The new password' }),
  // No form field of its own (the app keeps it), so it answers the generic texts.
  token: Trimmed(
    Type.String({ minLength: 1, maxLength: 256, description: 'The token forget-password answered with' }),
  ),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** POST /auth/invitation/: the token of a staff invitation's link. */
export const InvitationBody = Type.Object({
  token: Trimmed(Type.String({ minLength: 1, maxLength: 256, description: "The token of the invitation email's link" })),
});
export type InvitationBody = Static<typeof InvitationBody>;

/** A staff invitation as its welcome page shows it: who is invited, by whom, to do what, where. */
export const Invitation = Type.Object({
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(STAFF_ROLES),
  branch: Type.Union([Type.String({ description: "The branch's name" }), Type.Null()], { description: 'Null: every branch' }),
  invited_by: Type.Union([Type.String({ description: "The inviting admin's name" }), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
});
export type InvitationDto = Static<typeof Invitation>;
