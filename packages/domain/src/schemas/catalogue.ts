/** Shapes of the catalogue: items (with category), packages, branches. */
import { Type, type Static } from '@sinclair/typebox';
import { Money, StringEnum, Uuid } from './common';
import { ITEM_UNITS } from '../units';

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

export const Package = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  quantity: Type.Integer(),
  description: Type.String(),
  image: Type.String(),
});
export type PackageDto = Static<typeof Package>;

export const Branch = Type.Object({ id: Uuid, name: Type.String() });
export type BranchDto = Static<typeof Branch>;
