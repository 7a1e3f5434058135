/**
 * The fields of request bodies, built from the rules of rules.ts: each carries its message
 * (withMessage), so the API answers what the app's form says (SPEC §5), and text the forms trim is
 * trimmed before it is checked (Trimmed). Patterns are rules.ts's own, by `source`.
 */
import { Type, type StringOptions } from '@sinclair/typebox';
import {
  EMAIL_PATTERN,
  GHANA_MOBILE_PATTERN,
  NAME_PATTERN,
  NOT_BLANK_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  QUANTITY_TEXT_PATTERN,
  UUID_PATTERN,
  WHOLE_NUMBER_TEXT_PATTERN,
} from '../rules';
import { NUMBER_TEXT_KEYWORD, Trimmed, withMessage } from './common';

/** The longest name and email an account keeps. */
export const NAME_MAX = 150;
export const EMAIL_MAX = 254;

/** Text that must not be blank once trimmed (a form's required text field). */
export const RequiredText = (message: string, options: StringOptions = {}) =>
  withMessage(Trimmed(Type.String({ minLength: 1, ...options })), message);

/** A person's name: required, beginning with a letter. */
export const NameText = (message: string, options: StringOptions = {}) =>
  RequiredText(message, { pattern: NAME_PATTERN.source, maxLength: NAME_MAX, ...options });

/** An email address with a top-level part of 2+ letters. */
export const EmailText = (message: string, options: StringOptions = {}) =>
  RequiredText(message, { pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX, ...options });

/**
 * The customer's own mobile number, the one SMS go to (sign-up and the profile): a Ghana mobile
 * number as people type it ('024 123 4567', '+233 24 123 4567'); empty or null means none.
 */
export const OptionalMobileNumber = (message: string) =>
  Type.Optional(
    withMessage(
      Type.Union([Trimmed(Type.String({ pattern: `^$|${GHANA_MOBILE_PATTERN.source}`, maxLength: 30 })), Type.Null()], {
        description: "A Ghana mobile number ('024 123 4567', '+233 24 123 4567'); empty or null: none",
      }),
      message,
    ),
  );

/** A password as chosen (sign-up, reset): the password rule and 8 to 25 characters, not trimmed. */
export const NewPassword = (message: string, options: StringOptions = {}) =>
  withMessage(
    Type.String({
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      pattern: PASSWORD_PATTERN.source,
      ...options,
    }),
    message,
  );

/** A password as typed to sign in: anything not blank (a wrong one is the 401, not a message). */
export const TypedPassword = (message: string) =>
  withMessage(Type.String({ pattern: NOT_BLANK_PATTERN.source, maxLength: 128 }), message);

/** The id of something picked from a list (an address at checkout): a UUID, in either case. */
export const PickedId = (message: string, options: StringOptions = {}) =>
  withMessage(Type.String({ pattern: UUID_PATTERN.source, ...options }), message);

/** Text that may be left out, blank or null (an address's street, city, town); trimmed. */
export const OptionalTrimmedText = Trimmed(Type.Union([Type.String(), Type.Null()]));

/**
 * A whole number of at least 1, sent as a number or as the digits a form's number field holds
 * ("3"); the server reads it as the number (its static type).
 */
export const WholeNumber = (message: string, description?: string) =>
  Type.Unsafe<number>(
    withMessage(
      Type.Union(
        [Type.Integer({ minimum: 1 }), Type.String({ pattern: WHOLE_NUMBER_TEXT_PATTERN.source })],
        { description, [NUMBER_TEXT_KEYWORD]: true },
      ),
      message,
    ),
  );

/**
 * A quantity above 0, sent as a number or as the text a form's number field holds ("4.5"): whole
 * pieces or kilograms; the service checks it against the item's unit (`isValidQuantity`).
 */
export const Quantity = (message: string, description?: string) =>
  Type.Unsafe<number>(
    withMessage(
      Type.Union(
        [Type.Number({ exclusiveMinimum: 0 }), Type.String({ pattern: QUANTITY_TEXT_PATTERN.source })],
        { description, [NUMBER_TEXT_KEYWORD]: true },
      ),
      message,
    ),
  );
