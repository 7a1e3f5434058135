/** Shapes of the basket: one entry per item, total from the item's current price. */
import { Type, type Static } from '@sinclair/typebox';
import { Money, StringEnum, Uuid } from './common';
import { Quantity, RequiredText } from './fields';
import { ITEM_UNITS } from '../units';
import { messages } from '../rules';

export const BasketEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  item: Type.String({ format: 'uuid', description: 'The item id.' }),
  item_name: Type.String(),
  /** Pieces, pairs, 1 job, or the estimated kilograms or square metres of a measured item (4.5). */
  quantity: Type.Number({ exclusiveMinimum: 0 }),
  /** What the item is sold by: `piece`, `pair`, `kg`, `m2` or `job`. */
  unit: StringEnum(ITEM_UNITS),
  /**
   * True when the total is not final: a measured line (kg, m²) holds the customer's estimate until
   * staff measure it at pickup; a job is at its "from" price until staff price it.
   */
  estimate: Type.Boolean(),
  /** What the customer wrote about the work of a job; null for other units. */
  note: Type.Union([Type.String(), Type.Null()]),
  unit_price: Money,
  price_changed_from: Type.Union([Money, Type.Null()], {
    description:
      'The unit price the customer last saw, when the catalogue has changed it since (the basket is priced at unit_price)',
  }),
  total: Money,
  user: Type.String({ format: 'uuid' }),
});
export type BasketEntryDto = Static<typeof BasketEntry>;

/**
 * What POST accepts, with the add form's messages. The item is any text here: one that is not in
 * the catalogue is the service's 400, naming the id. A sent user, item_name or total is ignored:
 * the server reads the price from the catalogue.
 */
export const BasketBody = Type.Object({
  item: RequiredText(messages.basketAdd.item, { description: 'Item id.' }),
  quantity: Quantity(
    messages.basketAdd.quantity,
    'Whole pieces or pairs (>= 1), 1 for a job, or the estimated kilograms or square metres of a measured item to one decimal ("4.5"); a number or the text a form field holds.',
  ),
  note: Type.Optional(
    Type.String({ maxLength: 500, description: 'What needs doing, for a job (mending); required for a job, ignored for other units.' }),
  ),
});
export type BasketBody = Static<typeof BasketBody>;

/** What PATCH accepts: a new item and/or quantity, each under the same rule. */
export const BasketChanges = Type.Partial(BasketBody);
export type BasketChanges = Static<typeof BasketChanges>;

/** `GET /bookings/basket/cover/?pickup_date=`: what a package would cover of the basket for that pickup. */
export const BasketCoverQuery = Type.Object({
  pickup_date: Type.String({ format: 'date', description: 'The pickup date the checkout would use (YYYY-MM-DD)' }),
});
export type BasketCoverQuery = Static<typeof BasketCoverQuery>;

export const BasketCover = Type.Object({
  lines: Type.Array(
    Type.Object({
      id: Uuid,
      item_name: Type.String(),
      quantity: Type.Number(),
      covered_quantity: Type.Number({ description: 'Pieces, or kilograms of a per-kg line' }),
      covered_by: Type.Union([Type.String(), Type.Null()]),
      /** '2 of 2 dry-cleaning pieces used this month': the covering allowance once the basket is covered. */
      usage: Type.Union([Type.String(), Type.Null()]),
      total: Money,
    }),
  ),
  /** What would be left to pay for the items. */
  sub_total: Money,
  /** How the benefits are spent ('…the most expensive items first, then …'). */
  order: Type.String(),
  /** Free pickups and Express upgrades left in the month of the pickup date (all subscriptions). */
  free_pickups_left: Type.Integer({ minimum: 0 }),
  express_upgrades_left: Type.Integer({ minimum: 0 }),
});
export type BasketCoverDto = Static<typeof BasketCover>;
