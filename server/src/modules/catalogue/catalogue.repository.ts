/** Reads of the public catalogue. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { branches, itemCategories, items, packages } from '../../db/schema';
import type { BranchDto, ItemDto, PackageDto } from '@laundry-accra/domain/schemas/catalogue';
import { benefitsJson } from '@laundry-accra/domain/package-benefits';
import { benefitColumns, cardDescription, type BenefitColumns, packageBenefitsRepository } from './package-benefits.repository';
import { microCache, type MicroCache } from '../../live/micro-cache';
import type { CacheableBody } from '../../lib/cache';

/**
 * How long this copy of the API answers the public catalogue (items, packages, branches) from
 * memory. Every customer asks for the same pages (pricing page, basket form, packages, the
 * checkout's branches), so under load most requests skip the database. Only the back office
 * changes them, and a change there clears this copy's pages at once (`catalogueChanged`); other
 * copies follow within this time. Basket totals, checkout and subscribing read prices, packages
 * and branches from the database, never from here.
 */
export const CATALOGUE_PAGES_TTL_MS = 5_000;

/** The columns a package is answered with (the API's package shape). */
const packageColumns = {
  ...benefitColumns,
  name: packages.name,
  price: packages.price,
  description: packages.description,
  image: packages.image,
};

type PackageRow = BenefitColumns & { name: string; price: string; description: string; image: string };

/** Packages as the API answers them: the card written from the benefits, then the other lines. */
async function withBenefits(db: Db, rows: readonly PackageRow[]): Promise<PackageDto[]> {
  const benefits = await packageBenefitsRepository(db).of(rows);
  return rows.map((row) => {
    const given = benefits.get(row.id)!;
    return {
      id: row.id,
      name: row.name,
      price: row.price,
      quantity: row.quantity,
      description: cardDescription(given, row.description),
      image: row.image,
      benefits: benefitsJson(given),
    };
  });
}

export function catalogueRepository(db: Db) {
  const itemsPage = db
    .select({
      id: items.id,
      name: items.name,
      price: items.price,
      unit: items.unit,
      categoryId: itemCategories.id,
      categoryName: itemCategories.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(items)
    .innerJoin(itemCategories, eq(items.categoryId, itemCategories.id))
    // Archived items are off the price list (they stay on the bookings that have them).
    .where(eq(items.isActive, true))
    .orderBy(asc(itemCategories.position), asc(itemCategories.name), asc(items.name), asc(items.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalogue_items_page');

  return {
    /**
     * One page of items, ordered by category then name. The most requested read of the API (the
     * pricing page and the basket form): one prepared query returns the page and, through a
     * window, the total, so PostgreSQL neither re-plans it nor answers a second count query.
     */
    async listItems(limit: number, offset: number): Promise<{ count: number; results: ItemDto[] }> {
      const rows = await itemsPage.execute({ limit, offset });
      if (!rows.length) {
        // A page past the end has no row to carry the total.
        const [total] = offset
          ? await db.select({ n: count() }).from(items).where(eq(items.isActive, true))
          : [{ n: 0 }];
        return { count: Number(total.n), results: [] };
      }
      return {
        count: rows[0].total,
        results: rows.map((r) => ({
          id: r.id,
          name: r.name,
          price: r.price,
          unit: r.unit,
          category: { id: r.categoryId, name: r.categoryName },
        })),
      };
    },

    async listPackages(limit: number, offset: number): Promise<{ count: number; results: PackageDto[] }> {
      const [total] = await db.select({ n: count() }).from(packages).where(eq(packages.isActive, true));
      const rows = await db
        .select(packageColumns)
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.position), asc(packages.name))
        .limit(limit)
        .offset(offset);
      return { count: Number(total.n), results: await withBenefits(db, rows) };
    },

    async findPackage(id: string): Promise<PackageDto | undefined> {
      const [row] = await db
        .select(packageColumns)
        .from(packages)
        .where(eq(packages.id, id));
      return row && (await withBenefits(db, [row]))[0];
    },

    async listBranches(limit: number, offset: number): Promise<{ count: number; results: BranchDto[] }> {
      // An archived branch takes no new checkout, so it is not offered.
      const [total] = await db.select({ n: count() }).from(branches).where(eq(branches.isActive, true));
      const rows = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.isActive, true))
        .orderBy(asc(branches.name))
        .limit(limit)
        .offset(offset);
      return { count: Number(total.n), results: rows };
    },

    /** True when a branch has this id. */
    async branchExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
      return Boolean(row);
    },

    /** True when a branch has this id and takes checkouts (an archived one keeps its bookings and takes no new one). */
    async activeBranchExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, id), eq(branches.isActive, true)));
      return Boolean(row);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue on the database: items, packages, branches. */
    catalogue: CatalogueRepository;
    /** This copy's catalogue answers kept in memory (catalogue.routes.ts). */
    cataloguePages: MicroCache<CacheableBody>;
    /** Call after a catalogue change commits: this copy answers the new catalogue at once. */
    catalogueChanged(): void;
  }
}

/** Decorates `app.catalogue`. */
export default fp(
  async function catalogueRepositoryPlugin(app: FastifyInstance) {
    app.decorate('catalogue', catalogueRepository(app.db));
    const pages = microCache<CacheableBody>({ ttlMs: CATALOGUE_PAGES_TTL_MS, maxEntries: 200 });
    app.decorate('cataloguePages', pages);
    app.decorate('catalogueChanged', () => pages.clear());
  },
  { name: 'catalogue-repository', dependencies: ['database'] },
);
