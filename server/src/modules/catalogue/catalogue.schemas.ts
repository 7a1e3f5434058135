/** Shapes of the catalogue: items (with category), packages, branches. */
import { Type, type Static } from '@sinclair/typebox';

export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['25.00'] });

export const Category = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() });

export const Item = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  price: Money,
  category: Category,
});
export type ItemDto = Static<typeof Item>;

export const Package = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  price: Money,
  quantity: Type.Integer(),
  description: Type.String(),
  image: Type.String(),
});
export type PackageDto = Static<typeof Package>;

export const Branch = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() });
export type BranchDto = Static<typeof Branch>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
