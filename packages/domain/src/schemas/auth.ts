/**
 * Shapes of the auth API. Form fields are optional here on purpose: the shared yup schemas
 * (src/lib/rules.ts) decide what is missing and answer with SPEC §5's messages; these only fix
 * types and sizes, and describe the API in OpenAPI.
 */
import { Type } from '@sinclair/typebox';
import { User } from './users';

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, description }));

export const SignupBody = Type.Object({
  name: text(150),
  email: text(254, 'Unique ignoring case'),
  password: text(128, '8 to 25 characters: an uppercase and a lowercase letter, a digit and one of @$!%*?&'),
  password2: text(128, 'The same password again'),
});

export const TokenPair = Type.Object({
  access: Type.String({ description: 'Access token (JWT) for Authorization: Bearer' }),
  refresh: Type.String({ description: 'Opaque refresh token; each use replaces it' }),
});

export const SignupResponse = Type.Object({ user: User, token: TokenPair });

export const LoginBody = Type.Object({ email: text(254), password: text(128) });

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 256 }) });

export const ForgetPasswordBody = Type.Object({ email: text(254) });

export const ForgetPasswordResponse = Type.Object({
  token: Type.String({ description: 'Send back to reset-password with the emailed code' }),
});

export const ResetPasswordBody = Type.Object({
  code: text(32, 'The 6-digit code from the email'),
  password: text(128, 'The new password'),
  token: text(256, 'The token forget-password answered with'),
});
