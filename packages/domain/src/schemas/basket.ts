/** Shapes of the basket: one entry per item, total from the item's current price. */
import { Type, type Static } from '@sinclair/typebox';
import { Money } from './common';

export const BasketEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  item: Type.String({ format: 'uuid', description: 'The item id.' }),
  item_name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  total: Money,
  user: Type.String({ format: 'uuid' }),
});
export type BasketEntryDto = Static<typeof BasketEntry>;

/**
 * What POST and PATCH accept. Fields are optional here so a missing one gets the form's message
 * from basketAddSchema; quantity is any number or text here so a fraction or an empty field gets
 * that message too. A sent user, item_name or total is ignored: the server reads the price from
 * the catalogue.
 */
export const BasketBody = Type.Object({
  item: Type.Optional(Type.String({ description: 'Item id. Required on add.' })),
  // A number, or the text a form field holds ("3", or "" or null when left empty).
  quantity: Type.Optional(
    Type.Union([Type.Number(), Type.String(), Type.Null()], {
      description: 'Whole number >= 1. Required on add.',
    }),
  ),
});
