/** Shapes of a customer's saved addresses. */
import { Type, type Static } from '@sinclair/typebox';
import { OptionalText } from './common';
import { OptionalTrimmedText, RequiredText } from './fields';
import { messages } from '../rules';

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
 * What POST accepts, with the address form's messages. Text is stored trimmed, a blank optional
 * field as null; a sent `user` or `id` is ignored (the owner is always the signed-in customer).
 */
export const AddressBody = Type.Object({
  address_name: RequiredText(messages.address.address_name, { examples: ['Home'] }),
  address: RequiredText(messages.address.address, { examples: ['12 Oxford Street, Osu'] }),
  street_name: Type.Optional(OptionalTrimmedText),
  city: Type.Optional(OptionalTrimmedText),
  town: Type.Optional(OptionalTrimmedText),
});
export type AddressBody = Static<typeof AddressBody>;

/** What PATCH accepts: any of the fields, each under the same rule; those left out keep their value. */
export const AddressChanges = Type.Partial(AddressBody);
export type AddressChanges = Static<typeof AddressChanges>;
