/** Shapes of a customer's saved addresses. */
import { Type, type Static } from '@sinclair/typebox';
import { OptionalText, Trimmed, withMessage } from './common';
import { OptionalTrimmedText, RequiredText } from './fields';
import {
  addressMessages,
  GHANA_MOBILE_PATTERN,
  GHANAPOST_GPS_PATTERN,
  GREATER_ACCRA_BOUNDS,
  LANDMARK_MAX,
  messages,
} from '../rules';

const OptionalDegrees = Type.Union([Type.Number(), Type.Null()]);

export const Address = Type.Object({
  id: Type.String({ format: 'uuid' }),
  address_name: Type.String({ examples: ['Home'] }),
  address: Type.String({ examples: ['12 Oxford Street, Osu'] }),
  street_name: OptionalText,
  city: OptionalText,
  town: OptionalText,
  latitude: Type.Union([Type.Number(), Type.Null()], { description: 'Map point (degrees, WGS 84), or null', examples: [5.6123] }),
  longitude: OptionalDegrees,
  digital_address: Type.Union([Type.String(), Type.Null()], { description: 'GhanaPost GPS', examples: ['GA-183-8164'] }),
  landmark: OptionalText,
  contact_phone: Type.Union([Type.String(), Type.Null()], { description: 'The rider calls this number (+233…)', examples: ['+233241234567'] }),
  user: Type.String({ format: 'uuid' }),
});
export type AddressDto = Static<typeof Address>;

const b = GREATER_ACCRA_BOUNDS;

/** One coordinate of the map point: inside Greater Accra's box, or null for no point. */
const Degrees = (minimum: number, maximum: number, description: string) =>
  withMessage(Type.Union([Type.Number({ minimum, maximum }), Type.Null()], { description }), addressMessages.mapPoint);

/** Optional text under a pattern: empty or null removes it. */
const OptionalPatterned = (pattern: RegExp, maxLength: number, message: string, description: string) =>
  withMessage(Trimmed(Type.Union([Type.String({ pattern: `^$|${pattern.source}`, maxLength }), Type.Null()], { description })), message);

/**
 * What POST accepts, with the address form's messages. Text is stored trimmed, a blank optional
 * field as null; a sent `user` or `id` is ignored (the owner is always the signed-in customer).
 * The rider's fields: a map point inside Greater Accra (both coordinates or neither), a GhanaPost
 * GPS address (stored as 'GA-183-8164'), a landmark and a Ghana mobile number for the rider.
 */
export const AddressBody = Type.Object({
  address_name: RequiredText(messages.address.address_name, { examples: ['Home'] }),
  address: RequiredText(messages.address.address, { examples: ['12 Oxford Street, Osu'] }),
  street_name: Type.Optional(OptionalTrimmedText),
  city: Type.Optional(OptionalTrimmedText),
  town: Type.Optional(OptionalTrimmedText),
  latitude: Type.Optional(Degrees(b.south, b.north, 'Degrees north, inside Greater Accra; null removes the point')),
  longitude: Type.Optional(Degrees(b.west, b.east, 'Degrees east, inside Greater Accra; sent with latitude')),
  digital_address: Type.Optional(
    OptionalPatterned(GHANAPOST_GPS_PATTERN, 20, addressMessages.digital_address, "GhanaPost GPS ('GA-183-8164', 'ga1838164'); stored upper case with hyphens"),
  ),
  landmark: Type.Optional(
    withMessage(Trimmed(Type.Union([Type.String({ maxLength: LANDMARK_MAX }), Type.Null()])), addressMessages.landmark),
  ),
  contact_phone: Type.Optional(
    OptionalPatterned(GHANA_MOBILE_PATTERN, 30, addressMessages.contact_phone, "The rider's number: a Ghana mobile ('024 123 4567'); stored +233…"),
  ),
});
export type AddressBody = Static<typeof AddressBody>;

/** What PATCH accepts: any of the fields, each under the same rule; those left out keep their value. */
export const AddressChanges = Type.Partial(AddressBody);
export type AddressChanges = Static<typeof AddressChanges>;
