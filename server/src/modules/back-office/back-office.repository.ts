/**
 * The back office's catalogue tables (admin's scope): items, categories, packages with what they
 * give (package-benefits.repository.ts), and branches, archived ones too. The service decides what is written
 * (prices, coordinates, defaults); here is only how it is read and stored. Writes run on the
 * transaction the repository is bound to (`repositories.inTransaction`).
 */
import type { OpsItemDto, OpsItemsQuery, OpsPackageDto, OpsCategoryDto } from '@laundry-accra/domain/schemas/back-office';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { packageDescriptionLines } from '@laundry-accra/domain/catalogue';
import { packageCardLines } from '@laundry-accra/domain/package-benefits';
import type { Db, Tx } from '../../db/client';
import { branches, itemCategories, items, packageCoveredCategories, packages } from '../../db/schema';
import type { Branch, Item, ItemCategory, NewBranch, NewItem, NewItemCategory, NewPackage, Package } from '../../db/schema';
import { jsonColumn } from '../../lib/json-column';
import { packageBenefitsRepository, type FurtherAllowance } from '../catalogue/package-benefits.repository';

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A package with the ids of the categories its items allowance covers (their own table), sorted,
 * and its further allowances (package-benefits.repository.ts).
 */
export type CoveringPackage = Package & { coveredCategories: string[]; furtherAllowances: FurtherAllowance[] };

/** What a package is written with besides its row: the sent lists replace the stored ones. */
export interface PackageGives {
  coveredCategories?: readonly string[];
  furtherAllowances: readonly FurtherAllowance[];
}

/** The catalogue's tables on `db` (the database or a transaction). */
export function backOfficeRepository(db: Db | Tx) {
  const itemRows = () =>
    db
      .select({
        id: items.id,
        name: items.name,
        price: items.price,
        unit: items.unit,
        categoryId: itemCategories.id,
        categoryName: itemCategories.name,
        isActive: items.isActive,
      })
      .from(items)
      .innerJoin(itemCategories, eq(items.categoryId, itemCategories.id))
      .$dynamic();

  const toItemDto = (r: Awaited<ReturnType<typeof itemRows>>[number]): OpsItemDto => ({
    id: r.id,
    name: r.name,
    price: r.price,
    unit: r.unit,
    category: { id: r.categoryId, name: r.categoryName },
    is_active: r.isActive,
  });

  const categoryRows = () =>
    db
      .select({
        id: itemCategories.id,
        name: itemCategories.name,
        position: itemCategories.position,
        // Subqueries name their tables: a select of one table leaves its columns unqualified,
        // and an unqualified "id" would be read as the subquery's own.
        item_count: sql<number>`(select count(*) from items i where i.category_id = "item_categories"."id")`.mapWith(Number),
      })
      .from(itemCategories)
      .$dynamic();

  const packageRows = () =>
    db
      .select({
        id: packages.id,
        name: packages.name,
        price: packages.price,
        quantity: packages.quantity,
        description: packages.description,
        image: packages.image,
        position: packages.position,
        is_active: packages.isActive,
        free_pickups: packages.freePickups,
        express_upgrades: packages.expressUpgrades,
        covered_categories: sql<{ id: string; name: string }[]>`(
          select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.name), '[]'::json)
          from package_covered_categories pc join item_categories c on c.id = pc.category_id
          where pc.package_id = "packages"."id")`.mapWith((value) => jsonColumn<{ id: string; name: string }[]>(value)),
        active_subscriptions: sql<number>`(select count(*) from subscriptions s where s.package_id = "packages"."id" and s.status = 'active')`.mapWith(Number),
      })
      .from(packages)
      .$dynamic();

  /** Packages with their further allowances and their card, written from the benefits. */
  const withCard = async (rows: Awaited<ReturnType<typeof packageRows>>): Promise<OpsPackageDto[]> => {
    const benefits = await packageBenefitsRepository(db).of(
      rows.map((r) => ({ id: r.id, quantity: r.quantity, freePickups: r.free_pickups, expressUpgrades: r.express_upgrades })),
    );
    return rows.map((row) => {
      const given = benefits.get(row.id)!;
      return {
        ...row,
        further_allowances: given.allowances.slice(1).map((a) => ({ category: a.categories[0], unit: a.unit, quantity: a.quantity })),
        lines: packageCardLines(given, packageDescriptionLines(row.description)),
      };
    });
  };

  /** The package with what it gives. */
  const withCovered = async (pack: Package): Promise<CoveringPackage> => {
    const rows = await db
      .select({ id: packageCoveredCategories.categoryId })
      .from(packageCoveredCategories)
      .where(eq(packageCoveredCategories.packageId, pack.id));
    const furtherAllowances = await packageBenefitsRepository(db).further(pack.id);
    return { ...pack, coveredCategories: rows.map((r) => r.id).sort(), furtherAllowances };
  };

  /** Writes what the package gives: the sent lists replace the stored ones. */
  const cover = async (pack: Package, gives: PackageGives): Promise<CoveringPackage> => {
    const categoryIds = gives.coveredCategories ?? [];
    await db.delete(packageCoveredCategories).where(eq(packageCoveredCategories.packageId, pack.id));
    if (categoryIds.length)
      await db.insert(packageCoveredCategories).values(categoryIds.map((categoryId) => ({ packageId: pack.id, categoryId })));
    await packageBenefitsRepository(db).replaceFurther(pack.id, gives.furtherAllowances);
    return { ...pack, coveredCategories: [...categoryIds].sort(), furtherAllowances: [...gives.furtherAllowances] };
  };

  return {
    items: {
      /** One page of items (archived too), by category then name; search is part of the name. */
      async page(query: OpsItemsQuery, limit: number, offset: number) {
        const where = and(
          query.search?.trim() ? ilike(items.name, containing(query.search.trim())) : undefined,
          query.category ? eq(items.categoryId, query.category) : undefined,
          query.is_active === undefined ? undefined : eq(items.isActive, query.is_active),
        );
        const [[total], rows] = await Promise.all([
          db.select({ n: count() }).from(items).where(where),
          itemRows()
            .where(where)
            .orderBy(asc(itemCategories.position), asc(itemCategories.name), asc(items.name), asc(items.id))
            .limit(limit)
            .offset(offset),
        ]);
        return { count: Number(total.n), results: rows.map(toItemDto) };
      },
      /** One item in the API shape, or undefined. */
      async find(id: string): Promise<OpsItemDto | undefined> {
        const [row] = await itemRows().where(eq(items.id, id));
        return row && toItemDto(row);
      },
      /** The item, locked until the transaction ends. */
      lock: async (id: string): Promise<Item | undefined> =>
        (await db.select().from(items).where(eq(items.id, id)).for('update'))[0],
      insert: async (values: NewItem): Promise<Item> => (await db.insert(items).values(values).returning())[0],
      update: async (id: string, values: NewItem): Promise<Item> =>
        (await db.update(items).set(values).where(eq(items.id, id)).returning())[0],
    },

    categories: {
      /** One page of categories, in price-list order. */
      async page(limit: number, offset: number) {
        const [[total], results] = await Promise.all([
          db.select({ n: count() }).from(itemCategories),
          categoryRows().orderBy(asc(itemCategories.position), asc(itemCategories.name)).limit(limit).offset(offset),
        ]);
        return { count: Number(total.n), results };
      },
      find: async (id: string): Promise<OpsCategoryDto | undefined> => (await categoryRows().where(eq(itemCategories.id, id)))[0],
      /** How many of `ids` are categories. */
      async counted(ids: readonly string[]): Promise<number> {
        if (!ids.length) return 0;
        const found = await db.select({ id: itemCategories.id }).from(itemCategories).where(inArray(itemCategories.id, [...ids]));
        return found.length;
      },
      lock: async (id: string): Promise<ItemCategory | undefined> =>
        (await db.select().from(itemCategories).where(eq(itemCategories.id, id)).for('update'))[0],
      insert: async (values: NewItemCategory): Promise<ItemCategory> =>
        (await db.insert(itemCategories).values(values).returning())[0],
      update: async (id: string, values: NewItemCategory): Promise<ItemCategory> =>
        (await db.update(itemCategories).set(values).where(eq(itemCategories.id, id)).returning())[0],
    },

    packages: {
      /** One page of packages (archived too), in the site's order. */
      async page(limit: number, offset: number) {
        const [[total], results] = await Promise.all([
          db.select({ n: count() }).from(packages),
          packageRows().orderBy(asc(packages.position), asc(packages.name)).limit(limit).offset(offset).then(withCard),
        ]);
        return { count: Number(total.n), results };
      },
      find: async (id: string): Promise<OpsPackageDto | undefined> => (await withCard(await packageRows().where(eq(packages.id, id))))[0],
      /** The package with what it gives, locked until the transaction ends. */
      async lock(id: string): Promise<CoveringPackage | undefined> {
        const [pack] = await db.select().from(packages).where(eq(packages.id, id)).for('update');
        return pack && withCovered(pack);
      },
      insert: async (values: NewPackage, gives: PackageGives): Promise<CoveringPackage> =>
        cover((await db.insert(packages).values(values).returning())[0], gives),
      update: async (id: string, values: NewPackage, gives: PackageGives): Promise<CoveringPackage> =>
        cover((await db.update(packages).set(values).where(eq(packages.id, id)).returning())[0], gives),
    },

    branches: {
      /** One page of branches (archived too), by name. */
      async page(limit: number, offset: number): Promise<{ count: number; results: Branch[] }> {
        const [[total], results] = await Promise.all([
          db.select({ n: count() }).from(branches),
          db.select().from(branches).orderBy(asc(branches.name)).limit(limit).offset(offset),
        ]);
        return { count: Number(total.n), results };
      },
      find: async (id: string): Promise<Branch | undefined> => (await db.select().from(branches).where(eq(branches.id, id)))[0],
      lock: async (id: string): Promise<Branch | undefined> =>
        (await db.select().from(branches).where(eq(branches.id, id)).for('update'))[0],
      insert: async (values: NewBranch): Promise<Branch> => (await db.insert(branches).values(values).returning())[0],
      update: async (id: string, values: NewBranch): Promise<Branch> =>
        (await db.update(branches).set(values).where(eq(branches.id, id)).returning())[0],
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof backOfficeRepository>;
