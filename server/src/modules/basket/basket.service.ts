/**
 * The basket: what a customer means to book. The server prices every entry from the catalogue
 * (a total sent by the client is never read); adding an item already there raises its quantity.
 */
import { basketAddSchema } from '@laundry-accra/domain/forms';
import { isUuid } from '@laundry-accra/domain/rules';
import { lineTotal } from '@laundry-accra/domain/money';
import type { Db } from '../../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { validBody } from '../../lib/validate-body';
import { basketRepository, type BasketLine } from './basket.repository';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

/** Most pieces of one item a basket entry holds: far above any real order, and within integer range. */
export const MAX_BASKET_QUANTITY = 1000;

const tooMany = () =>
  badRequest({ quantity: [`Ensure this value is less than or equal to ${MAX_BASKET_QUANTITY}.`] });
const unknownItem = (item: string) =>
  badRequest({ item: [`Invalid pk "${item}" - object does not exist.`] });

/** The API shape of a basket entry, its total at the item's current price. */
export function toBasketEntryDto(line: BasketLine): BasketEntryDto {
  return {
    id: line.id,
    item: line.itemId,
    item_name: line.itemName,
    quantity: line.quantity,
    total: lineTotal(line.unitPrice, line.quantity),
    user: line.userId,
  };
}

export function basketService(db: Db) {
  const repo = basketRepository(db);

  /** Checks item and quantity as the add form does, and finds the item in the catalogue. */
  async function checkedEntry(body: unknown) {
    const { item, quantity } = validBody(basketAddSchema, body);
    if (quantity > MAX_BASKET_QUANTITY) throw tooMany();
    const found = isUuid(item) ? await repo.catalogueItem(item) : undefined;
    if (!found) throw unknownItem(item);
    return { item: found, quantity };
  }

  return {
    list: repo.list,

    /** Adds an item, or raises the quantity of the entry that has it. */
    async add(userId: string, body: unknown): Promise<BasketLine> {
      const { item, quantity } = await checkedEntry(body);
      const entry = await repo.add(userId, item.id, quantity, MAX_BASKET_QUANTITY);
      if (!entry) throw tooMany();
      return {
        id: entry.id,
        userId,
        itemId: item.id,
        itemName: item.name,
        unitPrice: item.price,
        quantity: entry.quantity,
      };
    },

    /** PATCH: a new quantity and/or item over the stored entry, checked as a whole. */
    async update(userId: string, id: string, body: Record<string, unknown>): Promise<BasketLine> {
      const current = await repo.find(userId, id);
      if (!current) throw notFound();
      const { item, quantity } = await checkedEntry({
        item: current.itemId,
        quantity: current.quantity,
        ...body,
      });
      try {
        if (!(await repo.update(userId, id, { itemId: item.id, quantity }))) throw notFound();
      } catch (error) {
        // Switching to an item that has its own entry would make two rows for one item.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
          throw badRequest({
            item: ['This item is already in your basket; change that entry instead.'],
          });
        }
        throw error;
      }
      return { id, userId, itemId: item.id, itemName: item.name, unitPrice: item.price, quantity };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound();
    },
  };
}
