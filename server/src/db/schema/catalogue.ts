import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ITEM_UNITS } from '@laundry-accra/domain/units';
import { ALLOWANCE_UNITS } from '@laundry-accra/domain/package-benefits';

const unitList = sql.raw(ITEM_UNITS.map((u) => `'${u}'`).join(', '));
const allowanceUnitList = sql.raw(ALLOWANCE_UNITS.map((u) => `'${u}'`).join(', '));

/** A branch where laundry is processed (East Legon, Osu). */
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Where the branch is, for the map (degrees, WGS 84); null until placed. */
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  /** An archived branch keeps its bookings and takes no new checkout. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Branch = typeof branches.$inferSelect;
/** The values a row is written with (insert, or a full update). */
export type NewBranch = typeof branches.$inferInsert;

/** An item category: Laundry or Dry Cleaning. */
export const itemCategories = pgTable('item_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Where the category comes in the price list (lowest first). */
  position: integer('position').notNull().default(0),
});
export type ItemCategory = typeof itemCategories.$inferSelect;
/** The values a row is written with (insert, or a full update). */
export type NewItemCategory = typeof itemCategories.$inferInsert;

/** A priced garment or article ("Shirt", "Suit (2 piece)") in GHS, or a service by the kilo. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /**
     * What the price is for: one `piece`, or one `kg` (wash and fold by weight: the basket holds
     * an estimated weight, and staff weigh it at pickup).
     */
    unit: text('unit', { enum: ITEM_UNITS }).notNull().default('piece'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => itemCategories.id),
    /** An archived item is off the price list, baskets and checkout, and stays on past bookings. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('items_category_name_key').on(table.categoryId, table.name),
    // Names are unique per category ignoring case ('Shirt' and 'shirt' are one item).
    uniqueIndex('items_category_lower_name_key').on(table.categoryId, sql`lower(${table.name})`),
    index('items_name_idx').on(table.name),
    check('items_unit_check', sql`${table.unit} in (${unitList})`),
  ],
);
export type Item = typeof items.$inferSelect;
/** The values a row is written with (insert, or a full update). */
export type NewItem = typeof items.$inferInsert;

/** A monthly package ('Something Light' is priced per kg). description: one bullet per line. */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  /** The items allowance a month, of the categories in `package_covered_categories`. */
  quantity: integer('quantity').notNull(),
  /**
   * The card's lines that are not benefits ('Wash, dry, iron and fold'), one per line. The card
   * itself (the API's `description`) is written from the benefits and these (package-benefits.ts).
   */
  description: text('description').notNull(),
  /** Pickups and deliveries a month whose fee is waived. */
  freePickups: integer('free_pickups').notNull().default(0),
  /** Same-Day Express upgrades a month whose surcharge is waived. */
  expressUpgrades: integer('express_upgrades').notNull().default(0),
  image: text('image').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** An archived package is no longer offered; subscriptions to it keep their price and run on. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Package = typeof packages.$inferSelect;
/** The values a row is written with (insert, or a full update). */
export type NewPackage = typeof packages.$inferInsert;

/**
 * The item categories a package's allowance covers (seed: Laundry for the monthly packages;
 * Dry Cleaning only when the admin adds it). A package with no row covers nothing.
 */
export const packageCoveredCategories = pgTable(
  'package_covered_categories',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.categoryId] })],
);
export type PackageCoveredCategory = typeof packageCoveredCategories.$inferSelect;

/**
 * A package's allowances beside its items allowance: pieces or kilograms of one category a month
 * ('Two dry-cleaning pieces included'). Subscriptions copy them when sold.
 */
export const packageAllowances = pgTable(
  'package_allowances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
    unit: text('unit', { enum: ALLOWANCE_UNITS }).notNull().default('piece'),
    quantity: numeric('quantity', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('package_allowances_category_unit_key').on(table.packageId, table.categoryId, table.unit),
    check('package_allowances_unit_check', sql`${table.unit} in (${allowanceUnitList})`),
    check('package_allowances_quantity_check', sql`${table.quantity} > 0`),
  ],
);
export type PackageAllowanceRow = typeof packageAllowances.$inferSelect;
