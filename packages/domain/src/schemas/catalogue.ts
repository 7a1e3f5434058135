/** Shapes of the catalogue: items (with category), packages, branches. */
import { Type, type Static } from '@sinclair/typebox';
import { Money, StringEnum, Uuid } from './common';
import { ITEM_UNITS } from '../units';
import { ALLOWANCE_UNITS } from '../package-benefits';

export const Category = Type.Object({ id: Uuid, name: Type.String() });

export const Item = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  /** What the price is for: one piece, or one kg (wash and fold by weight, '/kg'). */
  unit: Type.Optional(StringEnum(ITEM_UNITS)),
  category: Category,
});
export type ItemDto = Static<typeof Item>;

/** What a package gives a month (package-benefits.ts); its card (`description`) is written from it. */
export const PackageBenefits = Type.Object({
  allowances: Type.Array(
    Type.Object({
      categories: Type.Array(Category, { description: 'The categories the allowance covers (one counter)' }),
      unit: StringEnum(ALLOWANCE_UNITS),
      quantity: Type.Number({ description: 'Pieces, or kilograms (one decimal) a month' }),
    }),
    { description: 'The items allowance first (the package quantity), then further allowances' },
  ),
  free_pickups: Type.Integer({ minimum: 0, description: 'Pickups and deliveries a month whose fee is waived' }),
  express_upgrades: Type.Integer({ minimum: 0, description: 'Same-Day Express upgrades a month whose surcharge is waived' }),
});
export type PackageBenefitsDto = Static<typeof PackageBenefits>;

export const Package = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  quantity: Type.Integer(),
  description: Type.String({ description: "The card's lines, one per line: the benefits first, then the other lines" }),
  image: Type.String(),
  benefits: PackageBenefits,
});
export type PackageDto = Static<typeof Package>;

export const Branch = Type.Object({ id: Uuid, name: Type.String() });
export type BranchDto = Static<typeof Branch>;
