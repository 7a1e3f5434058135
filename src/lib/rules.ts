/**
 * The business rules shared by the browser and the server: validation patterns, the messages of
 * SPEC §5, status values, and the yup schemas of each form. One place for each rule: the app's
 * forms and the API's request checks both import from here.
 */
import * as yup from 'yup';

/** Non-space content of at least 2 characters once trimmed. */
export const NON_EMPTY_PATTERN = /^\s*\S[\s\S]*\S\s*$/;
/** One phone number: optional +, optional (3 digits), 3 digits, then 4 to 6, with - . or space. */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;
/** 1 to 7 phone numbers separated by a slash. */
export const PHONES_PATTERN =
  /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}(\s*\/\s*\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}){0,6}$/;
/** A name begins with a letter or whitespace. */
export const NAME_PATTERN = /^[\p{L}\s]/u;
/** An email address whose top-level part has at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** 8+ characters, one upper, one lower, one digit, one of @$!%*?&; nothing else allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** A UUID, 8-4-4-4-12 hex. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
export const MAX_PHONES = 7;

/** True when the value is a UUID. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** The validation messages of SPEC §5, verbatim (typos included: customers already see them). */
export const messages = {
  contact: {
    first_name: 'Name must be provided',
    email: 'Email must be valid',
    message: 'Provide a message',
  },
  callback: {
    first_name: 'First name must be provided',
    last_name: 'Last name must be provided',
    email: 'Email must be valid',
    phone_number: 'Phone number must be valid',
    message: 'Please provide a brief description of the service you want.',
  },
  signup: {
    name: 'Provide your name',
    email: 'Please provide a valid email ',
    password:
      'Password should be at least 8 characters and contain an uppercase letter, a lowercase and a symbol',
    password2: 'Passwords do not match',
  },
  login: {
    email: 'Provide a valid email',
    password: 'Provide a valid password',
  },
  booking: {
    pickup_date: 'Please select a date',
    pickup_address: 'Please provide an adress',
    dropoff_address: 'Please provide an adress to drop off the package.',
  },
  profile: {
    name: 'Please provide your name',
    email: 'Email must be provided',
  },
  forgotPassword: {
    email: 'Email must be provided',
  },
  address: {
    address_name: 'Please provide a name for the address',
    address: 'Please Provide the address',
  },
  reset: {
    code: 'Provide the code',
    password:
      'Password must be at least 8 characters long and contain an uppercase letter, a number and a symbol',
  },
  checkout: {
    pickup_address: 'Please select a pickup address',
    dropoff_address: 'Please select a dropoff address',
    pickup_date: 'Provide a pickup date.',
  },
  basketAdd: {
    item: 'Please select an item.',
    quantity: 'Field cannot be empty.',
  },
} as const;

/** Booking statuses, in the order a booking moves through them. */
export const BOOKING_STATUSES = [
  'pending',
  'picked_up',
  'washing',
  'packaging',
  'ready_for_pickup',
  'ready_for_delivery',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Payment statuses of a booking's or subscription's transaction. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Subscription statuses: a new subscription is inactive until paid. */
export const SUBSCRIPTION_STATUSES = ['inactive', 'active'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Item categories shown on the pricing page (in a module of its own: see item-categories.ts). */
export { ITEM_CATEGORIES } from './item-categories';

const requiredText = (message: string) =>
  yup.string().typeError(message).trim().required(message);

const nameField = (message: string) => requiredText(message).matches(NAME_PATTERN, message);
const emailField = (message: string) => requiredText(message).matches(EMAIL_PATTERN, message);
const nonEmptyField = (message: string) =>
  yup.string().typeError(message).required(message).matches(NON_EMPTY_PATTERN, message);

/** Contact form (public site). */
export const contactSchema = yup.object({
  first_name: nameField(messages.contact.first_name),
  email: emailField(messages.contact.email),
  message: nonEmptyField(messages.contact.message),
});

/** Request-a-callback form (get quote). */
export const callbackSchema = yup.object({
  first_name: nameField(messages.callback.first_name),
  last_name: nameField(messages.callback.last_name),
  email: emailField(messages.callback.email),
  phone_number: requiredText(messages.callback.phone_number).matches(
    PHONE_PATTERN,
    messages.callback.phone_number,
  ),
  message: nonEmptyField(messages.callback.message),
});

/** Sign-up form and POST /auth/signup/. */
export const signupSchema = yup.object({
  name: nameField(messages.signup.name),
  email: emailField(messages.signup.email),
  password: yup
    .string()
    .typeError(messages.signup.password)
    .required(messages.signup.password)
    .min(PASSWORD_MIN, messages.signup.password)
    .max(PASSWORD_MAX, messages.signup.password)
    .matches(PASSWORD_PATTERN, messages.signup.password),
  password2: yup
    .string()
    .typeError(messages.signup.password2)
    .required(messages.signup.password2)
    .oneOf([yup.ref('password')], messages.signup.password2),
});

/** Login form. */
export const loginSchema = yup.object({
  email: emailField(messages.login.email),
  // Not blank; no length rule here: a wrong password is the server's 401, not a form message.
  password: yup
    .string()
    .typeError(messages.login.password)
    .required(messages.login.password)
    .matches(/\S/, messages.login.password),
});

/** Forgot-password form and POST /auth/forget-password. */
export const forgotPasswordSchema = yup.object({
  email: requiredText(messages.forgotPassword.email).matches(
    EMAIL_PATTERN,
    messages.forgotPassword.email,
  ),
});

/** Reset-code form and POST /auth/reset-password. */
export const resetPasswordSchema = yup.object({
  code: requiredText(messages.reset.code),
  password: yup
    .string()
    .typeError(messages.reset.password)
    .required(messages.reset.password)
    .min(PASSWORD_MIN, messages.reset.password)
    .max(PASSWORD_MAX, messages.reset.password)
    .matches(PASSWORD_PATTERN, messages.reset.password),
});

/** Profile form and PATCH /users/{id}. */
export const profileSchema = yup.object({
  name: requiredText(messages.profile.name).matches(NAME_PATTERN, messages.profile.name),
  email: requiredText(messages.profile.email).matches(EMAIL_PATTERN, messages.profile.email),
});

/** Address form and POST/PATCH /address/. */
export const addressSchema = yup.object({
  address_name: requiredText(messages.address.address_name),
  address: requiredText(messages.address.address),
  street_name: yup.string().trim().nullable().optional(),
  city: yup.string().trim().nullable().optional(),
  town: yup.string().trim().nullable().optional(),
});

/** Booking edit form and PATCH /bookings/{id}. */
export const bookingSchema = yup.object({
  pickup_date: requiredText(messages.booking.pickup_date),
  pickup_address: requiredText(messages.booking.pickup_address),
  dropoff_address: requiredText(messages.booking.dropoff_address),
});

/** Checkout dialog and POST /bookings/checkout/. */
export const checkoutSchema = yup.object({
  pickup_address: yup
    .string()
    .typeError(messages.checkout.pickup_address)
    .required(messages.checkout.pickup_address)
    .matches(UUID_PATTERN, messages.checkout.pickup_address),
  dropoff_address: yup
    .string()
    .typeError(messages.checkout.dropoff_address)
    .required(messages.checkout.dropoff_address)
    .matches(UUID_PATTERN, messages.checkout.dropoff_address),
  pickup_date: requiredText(messages.checkout.pickup_date),
});

/** Add-to-basket form and POST /bookings/basket/. */
export const basketAddSchema = yup.object({
  item: requiredText(messages.basketAdd.item),
  quantity: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(messages.basketAdd.quantity)
    .required(messages.basketAdd.quantity)
    .integer(messages.basketAdd.quantity)
    .min(1, messages.basketAdd.quantity),
});

/** Field errors in the API's DRF shape: `{field: ["message"]}`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Runs a yup schema and returns either the cast value or DRF-style field errors, so the server
 * answers with exactly the messages the forms show.
 */
export function validateWith<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors } {
  try {
    const value = schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const errors: FieldErrors = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const key = inner.path ?? 'non_field_errors';
        if (!errors[key]) errors[key] = [];
        if (!errors[key].includes(inner.message)) errors[key].push(inner.message);
      }
      return { ok: false, errors };
    }
    throw error;
  }
}
