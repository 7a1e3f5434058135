/**
 * The basket: what a customer means to book. The server prices every entry from the catalogue
 * (a total sent by the client is never read); adding an item already there raises its quantity.
 * The request schema has already checked the add form's rules (SPEC §5).
 */
import { lineTotal } from '@laundry-accra/domain/money';
import { isUuid, messages } from '@laundry-accra/domain/rules';
import { invalidQuantityMessage, isCounted, isMeasuredAtPickup, isPricedAtPickup, isValidQuantity, MAX_COUNT, quantityRange } from '@laundry-accra/domain/units';
import type { BasketBody, BasketChanges, BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/http-errors';
import type { BasketLine, BasketRepository } from './basket.repository';

/** Most pieces (or pairs) of one item a basket entry holds: far above any real order. */
export const MAX_BASKET_QUANTITY = MAX_COUNT;

const tooMany = () =>
  badRequest({ quantity: [`Ensure this value is less than or equal to ${MAX_BASKET_QUANTITY}.`] });
const unknownItem = (item: string) =>
  badRequest({ item: [`Invalid pk "${item}" - object does not exist.`] });

/** The API shape of a basket entry, its total at the item's current price. */
export function toBasketEntryDto(line: Omit<BasketLine, 'categoryId'>): BasketEntryDto {
  return {
    id: line.id,
    item: line.itemId,
    item_name: line.itemName,
    quantity: line.quantity,
    unit: line.unit,
    estimate: isMeasuredAtPickup(line.unit) || isPricedAtPickup(line.unit),
    note: line.note,
    unit_price: line.unitPrice,
    price_changed_from:
      line.seenUnitPrice !== null && line.seenUnitPrice !== line.unitPrice ? line.seenUnitPrice : null,
    total: lineTotal(line.unitPrice, line.quantity),
    user: line.userId,
  };
}

/** The basket service over its repository. */
export function basketService(repository: BasketRepository) {
  /** The catalogue's item and a quantity the basket can hold, or the 400 saying why not. */
  async function checkedEntry({ item, quantity, note }: BasketBody) {
    if (quantity > MAX_BASKET_QUANTITY) throw tooMany();
    const found = isUuid(item) ? await repository.catalogueItem(item) : undefined;
    if (!found) throw unknownItem(item);
    if (quantity <= 0) throw badRequest({ quantity: [messages.basketAdd.quantity] });
    if (!isValidQuantity(found.unit, quantity)) throw badRequest({ quantity: [invalidQuantityMessage(found.unit)] });
    // A job is the work the customer describes: without it staff cannot price it. Other units keep no note.
    const described = note?.trim() || null;
    if (isPricedAtPickup(found.unit) && !described) throw badRequest({ note: [messages.basketAdd.note] });
    return { item: found, quantity, note: isPricedAtPickup(found.unit) ? described : null };
  }

  /** Why a raised quantity was refused: past the most pieces, a measure, or a job already there. */
  const refusedRaise = (unit: BasketLine['unit']) =>
    isPricedAtPickup(unit)
      ? badRequest({ item: [messages.basketAdd.jobTwice] })
      : isCounted(unit)
        ? tooMany()
        : badRequest({ quantity: [invalidQuantityMessage(unit)] });

  return {
    /** The service of one customer's basket. */
    forCustomer(userId: string) {
      const repo = repository.forCustomer(userId);
      return {
        async list(limit: number, offset: number): Promise<{ count: number; results: BasketEntryDto[] }> {
          const { count, rows } = await repo.list(limit, offset);
          return { count, results: rows.map(toBasketEntryDto) };
        },

        /** Adds an item, or raises the quantity of the entry that has it. */
        async create(body: BasketBody): Promise<BasketEntryDto> {
          const { item, quantity, note } = await checkedEntry(body);
          const entry = await repo.add(item, quantity, quantityRange(item.unit).max, note);
          if (!entry) throw refusedRaise(item.unit);
          return toBasketEntryDto({
            id: entry.id,
            userId,
            itemId: item.id,
            itemName: item.name,
            unitPrice: item.price,
            unit: item.unit,
            seenUnitPrice: item.price,
            quantity: entry.quantity,
            note,
          });
        },

        /** PATCH: a new quantity and/or item over the stored entry. */
        async update(id: string, changes: BasketChanges): Promise<BasketEntryDto> {
          const current = await repo.find(id);
          if (!current) throw notFound();
          const { item, quantity, note } = await checkedEntry({
            item: changes.item ?? current.itemId,
            quantity: changes.quantity ?? current.quantity,
            note: changes.note ?? current.note ?? undefined,
          });
          try {
            if (!(await repo.update(id, { itemId: item.id, quantity, seenUnitPrice: item.price, note })))
              throw notFound();
          } catch (error) {
            // Switching to an item that has its own entry would make two rows for one item.
            if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
              throw badRequest({
                item: ['This item is already in your basket; change that entry instead.'],
              });
            }
            throw error;
          }
          return toBasketEntryDto({
            id,
            userId,
            itemId: item.id,
            itemName: item.name,
            unitPrice: item.price,
            unit: item.unit,
            seenUnitPrice: item.price,
            quantity,
            note,
          });
        },

        async remove(id: string): Promise<void> {
          if (!(await repo.remove(id))) throw notFound();
        },
      };
    },
  };
}

export type BasketService = ReturnType<typeof basketService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' baskets: `app.basket.forCustomer(id)`. */
    basket: BasketService;
  }
}

/** Decorates `app.basket`. */
export default fp(
  async function basketServicePlugin(app: FastifyInstance) {
    app.decorate('basket', basketService(app.basketRepository));
  },
  { name: 'basket-service', dependencies: ['basket-repository'] },
);
