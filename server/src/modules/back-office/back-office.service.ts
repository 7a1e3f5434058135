/**
 * The back office's catalogue (admin only): the price list (categories and items), the packages
 * and the branches. Every write goes through catalogueEditor (transaction + audit row); reads
 * list archived objects too, which the public catalogue hides.
 *
 * Business rules kept here: a price is between 0.50 and 100,000.00 GHS; an item's name is unique
 * in its category ignoring case (a unique index on lower(name)); a price change never reaches a
 * booking (its lines copied the unit price at checkout) and a basket shows it at its next read;
 * a package's price change never reaches a running subscription (it copied the price).
 */
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { backOfficeMessages, isPriceText } from '@laundry-accra/domain/rules';
import type {
  OpsBranchBody,
  OpsBranchDto,
  OpsCategoryBody,
  OpsCategoryDto,
  OpsItemBody,
  OpsItemDto,
  OpsItemsQuery,
  OpsPackageBody,
  OpsPackageDto,
} from '@laundry-accra/domain/schemas/back-office';
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { benefitNamedIn, BENEFIT_MESSAGES, packageCardLines } from '@laundry-accra/domain/package-benefits';
import { isValidQuantity, packageDescriptionLines } from '@laundry-accra/domain/catalogue';
import { packageBenefitsRepository, type FurtherAllowance } from '../catalogue/package-benefits.repository';
import { branches, itemCategories, items, packageCoveredCategories, packages } from '../../db/schema';
import type { Branch, Item, ItemCategory, Package } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { jsonColumn } from '../../lib/json-column';
import { catalogueEditor } from './catalogue-editor';

/** A price as stored: two decimals; the 400 of `price` outside the range. */
function storedPrice(price: string): string {
  if (!isPriceText(price)) throw badRequest({ price: [backOfficeMessages.price] });
  return fromPesewas(toPesewas(price.trim()));
}

/** A coordinate as stored, or the 400 of its field outside `limit` degrees. */
function storedCoordinate(field: 'latitude' | 'longitude', value: string | null | undefined, limit: number) {
  if (value === null || value === undefined) return null;
  const degrees = Number(value);
  if (!Number.isFinite(degrees) || Math.abs(degrees) > limit) throw badRequest({ [field]: [backOfficeMessages[field]] });
  return degrees.toFixed(6);
}

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function backOfficeService(db: Db, catalogueChanged: () => void) {
  /* ---------- reads ---------- */

  const itemRows = (dbOrTx: Db | Tx) =>
    dbOrTx
      .select({
        id: items.id,
        name: items.name,
        price: items.price,
        categoryId: itemCategories.id,
        categoryName: itemCategories.name,
        isActive: items.isActive,
      })
      .from(items)
      .innerJoin(itemCategories, eq(items.categoryId, itemCategories.id));

  const toItemDto = (r: Awaited<ReturnType<ReturnType<typeof itemRows>['execute']>>[number]): OpsItemDto => ({
    id: r.id,
    name: r.name,
    price: r.price,
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
      .from(itemCategories);

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
      .from(packages);

  /** Packages with their further allowances and their card, written from the benefits. */
  const withCard = async (rows: Awaited<ReturnType<ReturnType<typeof packageRows>['execute']>>): Promise<OpsPackageDto[]> => {
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

  const branchDto = (b: Branch): OpsBranchDto => ({
    id: b.id,
    name: b.name,
    address: b.address,
    phone: b.phone,
    latitude: b.latitude,
    longitude: b.longitude,
    is_active: b.isActive,
  });

  /* ---------- writes ---------- */

  const itemInput = (row: Item): OpsItemBody => ({ name: row.name, category: row.categoryId, price: row.price, is_active: row.isActive });

  const itemsEditor = catalogueEditor<Item, OpsItemDto, OpsItemBody>(
    db,
    {
      entityType: 'item',
      nameTaken: backOfficeMessages.itemTaken,
      async check(tx, input) {
        const [category] = await tx
          .select({ id: itemCategories.id })
          .from(itemCategories)
          .where(eq(itemCategories.id, input.category));
        if (!category) throw badRequest({ category: [backOfficeMessages.category] });
      },
      lock: async (tx, id) => (await tx.select().from(items).where(eq(items.id, id)).for('update'))[0],
      insert: async (tx, input) =>
        (
          await tx
            .insert(items)
            .values({ name: input.name, categoryId: input.category, price: storedPrice(input.price), isActive: input.is_active ?? true })
            .returning()
        )[0],
      update: async (tx, id, input) =>
        (
          await tx
            .update(items)
            .set({ name: input.name, categoryId: input.category, price: storedPrice(input.price), isActive: input.is_active ?? true })
            .where(eq(items.id, id))
            .returning()
        )[0],
      inputOf: itemInput,
      audited: itemInput,
      find: async (reader, id) => {
        const [row] = await itemRows(reader).where(eq(items.id, id));
        return row && toItemDto(row);
      },
    },
    catalogueChanged,
  );

  const categoryInput = (row: ItemCategory): OpsCategoryBody => ({ name: row.name, position: row.position });

  const categoriesEditor = catalogueEditor<ItemCategory, OpsCategoryDto, OpsCategoryBody>(
    db,
    {
      entityType: 'category',
      nameTaken: backOfficeMessages.categoryTaken,
      check: async () => {},
      lock: async (tx, id) => (await tx.select().from(itemCategories).where(eq(itemCategories.id, id)).for('update'))[0],
      insert: async (tx, input) =>
        (await tx.insert(itemCategories).values({ name: input.name, position: input.position ?? 0 }).returning())[0],
      update: async (tx, id, input) =>
        (
          await tx
            .update(itemCategories)
            .set({ name: input.name, position: input.position ?? 0 })
            .where(eq(itemCategories.id, id))
            .returning()
        )[0],
      inputOf: categoryInput,
      audited: categoryInput,
      find: async (_reader, id) => (await categoryRows().where(eq(itemCategories.id, id)))[0],
    },
    catalogueChanged,
  );

  const packageValues = (input: OpsPackageBody) => ({
    name: input.name,
    price: storedPrice(input.price),
    quantity: input.quantity,
    description: input.description.trim(),
    image: input.image?.trim() ?? '',
    position: input.position ?? 0,
    isActive: input.is_active ?? true,
    freePickups: input.free_pickups ?? 0,
    expressUpgrades: input.express_upgrades ?? 0,
  });

  /**
   * A package with the ids of the categories its items allowance covers (their own table),
   * sorted, and its further allowances (package-benefits.repository.ts).
   */
  type CoveringPackage = Package & { coveredCategories: string[]; furtherAllowances: FurtherAllowance[] };

  const coveredBy = async (tx: Tx, pack: Package): Promise<CoveringPackage> => {
    const rows = await tx
      .select({ id: packageCoveredCategories.categoryId })
      .from(packageCoveredCategories)
      .where(eq(packageCoveredCategories.packageId, pack.id));
    const furtherAllowances = await packageBenefitsRepository(tx).further(pack.id);
    return { ...pack, coveredCategories: rows.map((r) => r.id).sort(), furtherAllowances };
  };

  /** Writes what the package gives: the sent lists replace the stored ones. */
  const cover = async (tx: Tx, pack: Package, input: OpsPackageBody): Promise<CoveringPackage> => {
    const categoryIds = input.covered_categories ?? [];
    await tx.delete(packageCoveredCategories).where(eq(packageCoveredCategories.packageId, pack.id));
    if (categoryIds.length)
      await tx.insert(packageCoveredCategories).values(categoryIds.map((categoryId) => ({ packageId: pack.id, categoryId })));
    const furtherAllowances = furtherOf(input);
    await packageBenefitsRepository(tx).replaceFurther(pack.id, furtherAllowances);
    return { ...pack, coveredCategories: [...categoryIds].sort(), furtherAllowances };
  };

  const furtherOf = (input: OpsPackageBody): FurtherAllowance[] =>
    (input.further_allowances ?? []).map((a) => ({ categoryId: a.category.toLowerCase(), unit: a.unit, quantity: a.quantity }));

  const packageInput = (row: CoveringPackage): OpsPackageBody => ({
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    description: row.description,
    image: row.image,
    position: row.position,
    is_active: row.isActive,
    covered_categories: row.coveredCategories,
    further_allowances: row.furtherAllowances.map((a) => ({ category: a.categoryId, unit: a.unit, quantity: a.quantity })),
    free_pickups: row.freePickups,
    express_upgrades: row.expressUpgrades,
  });

  const packagesEditor = catalogueEditor<CoveringPackage, OpsPackageDto, OpsPackageBody>(
    db,
    {
      entityType: 'package',
      nameTaken: backOfficeMessages.packageTaken,
      async check(tx, input) {
        // The card is written from the benefits: the other lines may not promise one (decision 071).
        const promising = packageDescriptionLines(input.description).filter((line) => benefitNamedIn(line) !== null);
        if (promising.length) throw badRequest({ description: promising.map(BENEFIT_MESSAGES.noteNamesBenefit) });
        const further = furtherOf(input);
        const keys = new Set(further.map((a) => `${a.categoryId}:${a.unit}`));
        if (keys.size !== further.length || further.some((a) => !isValidQuantity(a.unit, a.quantity)))
          throw badRequest({ further_allowances: [BENEFIT_MESSAGES.allowances] });
        const wanted = input.covered_categories ?? [];
        const named = [...new Set([...wanted, ...further.map((a) => a.categoryId)])];
        if (!named.length) return;
        const found = await tx
          .select({ id: itemCategories.id })
          .from(itemCategories)
          .where(inArray(itemCategories.id, named));
        const known = new Set(found.map((f) => f.id));
        if (wanted.some((id) => !known.has(id)) || new Set(wanted).size !== wanted.length)
          throw badRequest({ covered_categories: [backOfficeMessages.coveredCategories] });
        if (further.some((a) => !known.has(a.categoryId))) throw badRequest({ further_allowances: [BENEFIT_MESSAGES.allowances] });
      },
      lock: async (tx, id) => {
        const [pack] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
        return pack && coveredBy(tx, pack);
      },
      insert: async (tx, input) => cover(tx, (await tx.insert(packages).values(packageValues(input)).returning())[0], input),
      update: async (tx, id, input) =>
        cover(tx, (await tx.update(packages).set(packageValues(input)).where(eq(packages.id, id)).returning())[0], input),
      inputOf: packageInput,
      audited: packageInput,
      find: async (_reader, id) => (await withCard(await packageRows().where(eq(packages.id, id))))[0],
    },
    catalogueChanged,
  );

  const branchValues = (input: OpsBranchBody) => ({
    name: input.name,
    address: input.address,
    phone: input.phone,
    latitude: storedCoordinate('latitude', input.latitude, 90),
    longitude: storedCoordinate('longitude', input.longitude, 180),
    isActive: input.is_active ?? true,
  });

  const branchesEditor = catalogueEditor<Branch, OpsBranchDto, OpsBranchBody>(
    db,
    {
      entityType: 'branch',
      nameTaken: backOfficeMessages.branchTaken,
      check: async () => {},
      lock: async (tx, id) => (await tx.select().from(branches).where(eq(branches.id, id)).for('update'))[0],
      insert: async (tx, input) => (await tx.insert(branches).values(branchValues(input)).returning())[0],
      update: async (tx, id, input) =>
        (await tx.update(branches).set(branchValues(input)).where(eq(branches.id, id)).returning())[0],
      inputOf: (row) => ({
        name: row.name,
        address: row.address,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        is_active: row.isActive,
      }),
      audited: (row) => branchDto(row),
      find: async (reader, id) => {
        const [row] = await reader.select().from(branches).where(eq(branches.id, id));
        return row && branchDto(row);
      },
    },
    catalogueChanged,
  );

  return {
    /** One page of items (archived too), by category then name; search is part of the name. */
    async listItems(query: OpsItemsQuery, limit: number, offset: number) {
      const conditions: (SQL | undefined)[] = [
        query.search?.trim() ? ilike(items.name, containing(query.search.trim())) : undefined,
        query.category ? eq(items.categoryId, query.category) : undefined,
        query.is_active === undefined ? undefined : eq(items.isActive, query.is_active),
      ];
      const where = and(...conditions);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(items).where(where),
        itemRows(db)
          .where(where)
          .orderBy(asc(itemCategories.position), asc(itemCategories.name), asc(items.name), asc(items.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: Number(total.n), results: rows.map(toItemDto) };
    },
    createItem: itemsEditor.create,
    changeItem: itemsEditor.change,

    /** One page of categories, in price-list order. */
    async listCategories(limit: number, offset: number) {
      const [[total], results] = await Promise.all([
        db.select({ n: count() }).from(itemCategories),
        categoryRows().orderBy(asc(itemCategories.position), asc(itemCategories.name)).limit(limit).offset(offset),
      ]);
      return { count: Number(total.n), results };
    },
    createCategory: categoriesEditor.create,
    changeCategory: categoriesEditor.change,

    /** One page of packages (archived too), in the site's order. */
    async listPackages(limit: number, offset: number) {
      const [[total], results] = await Promise.all([
        db.select({ n: count() }).from(packages),
        packageRows().orderBy(asc(packages.position), asc(packages.name)).limit(limit).offset(offset).then(withCard),
      ]);
      return { count: Number(total.n), results };
    },
    createPackage: packagesEditor.create,
    changePackage: packagesEditor.change,

    /** One page of branches (archived too), by name. */
    async listBranches(limit: number, offset: number) {
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(branches),
        db.select().from(branches).orderBy(asc(branches.name)).limit(limit).offset(offset),
      ]);
      return { count: Number(total.n), results: rows.map(branchDto) };
    },
    createBranch: branchesEditor.create,
    changeBranch: branchesEditor.change,
  };
}

export type BackOfficeService = ReturnType<typeof backOfficeService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's catalogue: items, categories, packages, branches (admin only). */
    backOffice: BackOfficeService;
  }
}

/** Decorates `app.backOffice`. */
export default fp(
  async function backOfficePlugin(app: FastifyInstance) {
    // After a committed change: this copy's public pages drop what they kept, and, where this
    // server publishes the site, a build is asked for (coalesced with any other request) so the
    // static pages show the new prices too.
    const changed = () => {
      app.catalogueChanged();
      if (app.sitePublishing.mode === 'off') return;
      app.sitePublishing
        .request({ trigger: 'catalogue', changedPosts: [] })
        .catch((error: unknown) => app.log.error({ err: error }, 'the site build after a catalogue change could not be asked for'));
    };
    app.decorate('backOffice', backOfficeService(app.db, changed));
  },
  { name: 'back-office', dependencies: ['database', 'catalogue-repository', 'site-publishing'] },
);
