/**
 * The yup schemas of the app's and site's forms, built from the rules and messages of rules.ts so a
 * form says exactly what the API answers. Run on submit (SPEC §5); the API checks the same rules in
 * its request schemas (schemas/).
 */
import { ITEM_UNITS, type ItemUnit } from './units';
import * as yup from 'yup';
import { COUNTER_PAYMENT_METHODS } from './payments';
import {
  COUNTER_AMOUNT_PATTERN,
  COUNTER_PAYMENT_MESSAGES,
  COUNTER_REFERENCE_MAX,
  MOBILE_MONEY_NETWORKS,
} from './counter-payment';
import { SERVICE_SPEEDS, SERVICE_SPEED_MESSAGES, type ServiceSpeed } from './service-speed';
import { HANDOVERS, HANDOVER_MESSAGES, type Handover } from './handover';
import {
  GHANA_MOBILE_PATTERN,
  EMAIL_PATTERN,
  NAME_PATTERN,
  NON_EMPTY_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  isPhoneNumber,
  UUID_PATTERN,
  addressMessages,
  backOfficeMessages,
  COORDINATE_PATTERN,
  GHANAPOST_GPS_PATTERN,
  GREATER_ACCRA_BOUNDS,
  LANDMARK_MAX,
  mapPointProblem,
  isPriceText,
  messages,
  type FieldErrors,
} from './rules';

const requiredText = (message: string) =>
  yup.string().typeError(message).trim().required(message);

const nameField = (message: string) => requiredText(message).matches(NAME_PATTERN, message);
const emailField = (message: string) => requiredText(message).matches(EMAIL_PATTERN, message);
const nonEmptyField = (message: string) =>
  yup.string().typeError(message).required(message).matches(NON_EMPTY_PATTERN, message);
// A choice from a select holds an id; anything else means nothing was picked.
const pickedId = (message: string) =>
  yup.string().typeError(message).required(message).matches(UUID_PATTERN, message);

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
  phone_number: requiredText(messages.callback.phone_number).test(
    'phone-number',
    messages.callback.phone_number,
    (value) => !value || isPhoneNumber(value),
  ),
  message: nonEmptyField(messages.callback.message),
});

/**
 * The customer's own mobile number (sign-up and the profile): optional, a Ghana mobile number when
 * given. Left empty, no SMS is sent.
 */
const optionalMobileField = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('ghana-mobile', messages.profile.phone, (value) => !value || GHANA_MOBILE_PATTERN.test(value));

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
  phone: optionalMobileField(),
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

/** A new password, under the reset rule and its message. */
const newPassword = () =>
  yup
    .string()
    .typeError(messages.reset.password)
    .required(messages.reset.password)
    .min(PASSWORD_MIN, messages.reset.password)
    .max(PASSWORD_MAX, messages.reset.password)
    .matches(PASSWORD_PATTERN, messages.reset.password);

/** The new password again. */
const newPasswordAgain = () =>
  yup
    .string()
    .typeError(messages.signup.password2)
    .required(messages.signup.password2)
    .oneOf([yup.ref('password')], messages.signup.password2);

/** Reset-code form and POST /auth/reset-password. */
export const resetPasswordSchema = yup.object({
  code: requiredText(messages.reset.code),
  password: newPassword(),
});

/** Set-new-password form (SPEC §2, static): the new password under the reset rule, then the same again. */
export const changePasswordSchema = yup.object({
  password: newPassword(),
  password2: newPasswordAgain(),
});

/** Change password, signed in: the current password, then the new one twice (SPEC §5's rule and messages). */
export const signedInChangePasswordSchema = yup.object({
  current_password: yup.string().typeError(messages.login.password).required(messages.login.password),
  password: newPassword(),
  password2: newPasswordAgain(),
});

/** Profile form and PATCH /users/{id}. */
export const profileSchema = yup.object({
  name: requiredText(messages.profile.name).matches(NAME_PATTERN, messages.profile.name),
  email: requiredText(messages.profile.email).matches(EMAIL_PATTERN, messages.profile.email),
  phone: optionalMobileField(),
  sms_notifications: yup.boolean().default(true),
  marketing_emails: yup.boolean().default(true),
});

/** A number or nothing: a form's empty value ('' or null) is no value. */
const optionalNumber = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null || original === undefined ? null : value))
    .typeError(message)
    .nullable()
    .optional();

/**
 * A coordinate left out, or inside Greater Accra's bounds on its axis. Each coordinate is held to
 * its own bounds first, as the API's schema holds it; whether the two make a point (both or
 * neither) is asked only of coordinates that passed, as the API's service asks it.
 */
const withinDegrees = (value: number | null | undefined, minimum: number, maximum: number) =>
  value === null || value === undefined || (value >= minimum && value <= maximum);

/**
 * Address form and POST/PATCH /address/. The map point (tapped on the map or the phone's
 * location) must be inside Greater Accra; the digital address, landmark and rider's phone are
 * optional, each under its rule in rules.ts.
 */
export const addressSchema = yup.object({
  address_name: requiredText(messages.address.address_name),
  address: requiredText(messages.address.address),
  street_name: yup.string().trim().nullable().optional(),
  city: yup.string().trim().nullable().optional(),
  town: yup.string().trim().nullable().optional(),
  latitude: optionalNumber(addressMessages.mapPoint).test('map-point', addressMessages.mapPoint, function inGreaterAccra(latitude) {
    if (!withinDegrees(latitude, GREATER_ACCRA_BOUNDS.south, GREATER_ACCRA_BOUNDS.north)) return false;
    if (!withinDegrees(this.parent.longitude, GREATER_ACCRA_BOUNDS.west, GREATER_ACCRA_BOUNDS.east)) return true;
    const problem = mapPointProblem(latitude, this.parent.longitude);
    return problem?.latitude ? this.createError({ message: problem.latitude[0] }) : true;
  }),
  longitude: optionalNumber(addressMessages.mapPoint).test('map-point', addressMessages.mapPoint, function paired(longitude) {
    if (!withinDegrees(longitude, GREATER_ACCRA_BOUNDS.west, GREATER_ACCRA_BOUNDS.east)) return false;
    if (!withinDegrees(this.parent.latitude, GREATER_ACCRA_BOUNDS.south, GREATER_ACCRA_BOUNDS.north)) return true;
    const problem = mapPointProblem(this.parent.latitude, longitude);
    return problem?.longitude ? this.createError({ message: problem.longitude[0] }) : true;
  }),
  digital_address: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .test('ghanapost-gps', addressMessages.digital_address, (value) => !value || GHANAPOST_GPS_PATTERN.test(value)),
  landmark: yup.string().trim().nullable().optional().max(LANDMARK_MAX, addressMessages.landmark),
  contact_phone: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .test('ghana-mobile', addressMessages.contact_phone, (value) => !value || GHANA_MOBILE_PATTERN.test(value)),
});

/** Booking edit form and PATCH /bookings/{id}. */
/** Delivery (the default) or collection at the branch (handover.ts). */
const handoverField = () => yup.mixed<Handover>().oneOf(HANDOVERS, HANDOVER_MESSAGES.handover).optional();

/** A dropoff address, needed only when the order is delivered. */
const dropoffField = (rule: yup.StringSchema) =>
  yup.string().when('handover', { is: 'collection', then: () => yup.string().optional(), otherwise: () => rule });

export const bookingSchema = yup.object({
  pickup_date: requiredText(messages.booking.pickup_date),
  pickup_address: requiredText(messages.booking.pickup_address),
  handover: handoverField(),
  dropoff_address: dropoffField(requiredText(messages.booking.dropoff_address)),
  /** Start of the chosen pickup window ('10:00'), as at checkout; the server takes the earliest with room without one. */
  pickup_window: yup.string().optional(),
});

/** Checkout dialog and POST /bookings/checkout/. */
export const checkoutSchema = yup.object({
  pickup_address: pickedId(messages.checkout.pickup_address),
  handover: handoverField(),
  dropoff_address: dropoffField(pickedId(messages.checkout.dropoff_address)),
  branch: pickedId(messages.checkout.branch),
  pickup_date: requiredText(messages.checkout.pickup_date),
  /** Start of the chosen pickup window ('10:00'); the server takes the earliest with room without one. */
  pickup_window: yup.string().optional(),
  /** Standard (the default) or Same-Day Express. */
  service_speed: yup.mixed<ServiceSpeed>().oneOf(SERVICE_SPEEDS, SERVICE_SPEED_MESSAGES.speed).optional(),
});

/** Add-to-basket form and POST /bookings/basket/. */
export const basketAddSchema = yup.object({
  item: requiredText(messages.basketAdd.item),
  quantity: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(messages.basketAdd.quantity)
    .required(messages.basketAdd.quantity)
    // Whole pieces, or kilograms to one decimal for a per-kg item (the server checks which).
    .test('tenths', messages.basketAdd.quantity, (value) => value === undefined || Math.abs(value * 10 - Math.round(value * 10)) < 1e-9)
    .moreThan(0, messages.basketAdd.quantityMin),
  // What needs doing, for a job (mending): the server requires it for a job and drops it otherwise.
  note: yup.string().trim().max(500).optional(),
});

const bo = backOfficeMessages;
const priceField = () => requiredText(bo.price).test('price', bo.price, (value) => isPriceText(value));
const wholeNumber = (message: string, min: number) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message);
const coordinate = (message: string, limit: number) =>
  yup
    .string()
    .nullable()
    .test('coordinate', message, (value) => !value || (COORDINATE_PATTERN.test(value) && Math.abs(Number(value)) <= limit));

/** Back office: an item of the price list (POST/PATCH /api/ops/items/). */
export const itemSchema = yup.object({
  name: requiredText(bo.name),
  category: pickedId(bo.category),
  price: priceField(),
  unit: yup.mixed<ItemUnit>().oneOf(ITEM_UNITS).optional(),
});

/** Back office: a category of the price list. */
export const categorySchema = yup.object({
  name: requiredText(bo.name),
  position: wholeNumber(bo.position, 0),
});

/** Back office: a package. */
export const packageSchema = yup.object({
  name: requiredText(bo.name),
  price: priceField(),
  quantity: wholeNumber(bo.quantity, 1),
  description: requiredText(bo.description),
  position: wholeNumber(bo.position, 0),
  /** The ids of the categories the allowance covers (checkboxes); the server checks they exist. */
  covered_categories: yup.array(yup.string().required()).default([]),
});

/** Back office: a branch. */
export const branchSchema = yup.object({
  name: requiredText(bo.name),
  address: requiredText(bo.address),
  phone: requiredText(bo.phone).test('phone', bo.phone, (value) => !value || isPhoneNumber(value)),
  latitude: coordinate(bo.latitude, 90),
  longitude: coordinate(bo.longitude, 180),
});

const cp = COUNTER_PAYMENT_MESSAGES;
/** Required when the payment is by mobile money, ignored otherwise. */
const forMobileMoney = (message: string, valid: (value: string) => boolean) =>
  yup
    .string()
    .trim()
    .nullable()
    .optional()
    .test('mobile-money', message, function check(value) {
      if (!value) return this.parent.method !== 'mobile_money';
      return valid(value);
    });

/**
 * The console's counter payment form and POST /ops/bookings/{id}/payments (decision 074): how
 * the customer paid, what they handed over, and for mobile money the network and the payer's
 * number. Whether the amount is more than what is owed is the server's to say (it holds the order).
 */
export const counterPaymentSchema = yup.object({
  method: yup.string().typeError(cp.method).required(cp.method).oneOf([...COUNTER_PAYMENT_METHODS], cp.method),
  amount: yup.string().typeError(cp.amount).trim().required(cp.amount).matches(COUNTER_AMOUNT_PATTERN, cp.amount),
  network: forMobileMoney(cp.network, (value) => (MOBILE_MONEY_NETWORKS as readonly string[]).includes(value)),
  payer_phone: forMobileMoney(cp.payer_phone, (value) => GHANA_MOBILE_PATTERN.test(value)),
  reference: yup.string().trim().optional().max(COUNTER_REFERENCE_MAX, cp.reference),
});

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
