/**
 * Building blocks of every request and response schema: ids, calendar dates, money, enums of
 * text, pagination, the API's error bodies and the annotations a request field carries (its
 * message, how it is read). TypeBox gives each both its JSON Schema (the API's validation and
 * OpenAPI) and its static type (the app's and the server's code).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PAYMENT_STATES } from '../payment-state';

/** Annotation: the message every failure of the field answers (SPEC §5), instead of a generic one. */
export const MESSAGE_KEYWORD = 'x-message';
/** Annotation: text trimmed before it is checked and stored, as the app's forms trim it. */
export const TRIM_KEYWORD = 'x-trim';
/** Annotation: a whole number that may arrive as digit text ("3"); the server reads the number. */
export const NUMBER_TEXT_KEYWORD = 'x-number-text';
/** Every annotation above: the API's validator knows them as keywords that check nothing. */
export const REQUEST_ANNOTATIONS = [MESSAGE_KEYWORD, TRIM_KEYWORD, NUMBER_TEXT_KEYWORD] as const;

/** `schema` whose every failure (missing, wrong type, pattern, length) answers `message`. */
export const withMessage = <T extends TSchema>(schema: T, message: string): T => ({
  ...schema,
  [MESSAGE_KEYWORD]: message,
});

/** `schema` of text that is trimmed before it is checked, so rules and storage see the trimmed text. */
export const Trimmed = <T extends TSchema>(schema: T): T => ({ ...schema, [TRIM_KEYWORD]: true });

/** A UUID, as every id is. */
export const Uuid = Type.String({ format: 'uuid' });

/** A calendar date 'YYYY-MM-DD'. */
export const CalendarDate = Type.String({ format: 'date', examples: ['2026-12-01'] });

/** Money as a two-decimal string ("25.00"). */
export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['25.00'] });

/** A string that is one of `values`; a plain enum (not anyOf) keeps response serialization fast. */
export const StringEnum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

/**
 * An order's payment state (payment-state.ts), computed by the server from its total, payments
 * and refunds: every screen shows this rather than working it out.
 */
export const PaymentStateBody = Type.Object({
  state: StringEnum(PAYMENT_STATES),
  amount: Type.Union([Money, Type.Null()], { description: "The balance or refund ('30.50'); null for the other states" }),
});

/** Text or null. */
export const OptionalText = Type.Union([Type.String(), Type.Null()]);

/** `/{id}` of one object. */
export const IdParams = Type.Object({ id: Uuid });

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;
/** The last page number a list takes (its offset must stay a number the database can count to). */
export const MAX_PAGE = 1_000_000;
/** The page size of a list asked without one. */
export const DEFAULT_PAGE_SIZE = 20;

/** Query string accepted by every list endpoint. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

/** A paginated list of `item`: `{count, next, previous, results}`. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });

/** The static type of one page of `T`. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `{detail: "…"}`: 401, 403, 404, 409, 429 and 400s that are not about one field. */
export const Detail = Type.Object({ detail: Type.String() }, { description: 'What went wrong' });

/** `{field: ["message"]}`: 400 for input that breaks a rule. */
export const FieldErrorsBody = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Messages per field',
});

/** A 400 body: field messages or one detail. */
export const BadRequest = Type.Union([FieldErrorsBody, Detail], {
  description: 'Field messages or one detail',
});
