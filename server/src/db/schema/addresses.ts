import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A customer's saved address. Deleting one sets deleted_at: bookings that used it keep it, and the
 * customer no longer sees it. The rider's fields (map point, GhanaPost GPS digital address,
 * landmark, contact phone) are optional; a map point has both coordinates or neither.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    address: text('address').notNull(),
    streetName: text('street_name'),
    city: text('city'),
    town: text('town'),
    /** Where the rider goes (degrees, WGS 84, inside Greater Accra); null until placed. */
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** GhanaPost GPS, stored upper case with hyphens ('GA-183-8164'). */
    digitalAddress: text('digital_address'),
    /** What the rider looks for ('opposite the Shell station'). */
    landmark: text('landmark'),
    /** The number the rider calls, '+233…' (may differ from the account's phone). */
    contactPhone: text('contact_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    check('addresses_map_point_check', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);
export type Address = typeof addresses.$inferSelect;
