/** The customer's basket lines, for the screens. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import { basketQuery } from './basket-query';

export { basketQueryKey, getBasket } from './basket-query';

export const basketQueryAtom = atomWithQuery(() => basketQuery);

/** The basket's total price, summed in pesewas so no rounding error creeps in. */
export const basketTotal = (lines: readonly Pick<BasketEntryDto, 'total'>[]): string =>
  fromPesewas(lines.reduce((sum, line) => sum + toPesewas(line.total), 0));
