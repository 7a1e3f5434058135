/** Shapes of a customer's saved addresses. */
import { Type, type Static } from '@sinclair/typebox';
import { OptionalText } from './common';

export const Address = Type.Object({
  id: Type.String({ format: 'uuid' }),
  address_name: Type.String({ examples: ['Home'] }),
  address: Type.String({ examples: ['12 Oxford Street, Osu'] }),
  street_name: OptionalText,
  city: OptionalText,
  town: OptionalText,
  user: Type.String({ format: 'uuid' }),
});
export type AddressDto = Static<typeof Address>;

/**
 * What POST and PATCH accept. Every field is optional here so that a missing one gets the form's
 * own message from addressSchema (src/lib/rules.ts) rather than a generic one; a sent `user` or
 * `id` is ignored (the owner is always the signed-in customer).
 */
export const AddressBody = Type.Object({
  address_name: Type.Optional(Type.String({ description: 'Required on create.' })),
  address: Type.Optional(Type.String({ description: 'Required on create.' })),
  street_name: Type.Optional(OptionalText),
  city: Type.Optional(OptionalText),
  town: Type.Optional(OptionalText),
});
