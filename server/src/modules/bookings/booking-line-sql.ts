/**
 * What a booking line's stored columns say about it, once for every read (the customer's bookings,
 * the console's order, its notifications): whether its total is still an estimate, and where a
 * job stands. The rules are units.ts's; these are their SQL.
 */
import { sql } from 'drizzle-orm';
import { ITEM_UNITS, isMeasuredAtPickup, isPricedAtPickup, type JobStatus } from '@laundry-accra/domain/units';
import { bookingItems } from '../../db/schema';

const quoted = (units: readonly string[]) => sql.raw(units.map((unit) => `'${unit}'`).join(', '));
const measured = quoted(ITEM_UNITS.filter(isMeasuredAtPickup));
const priced = quoted(ITEM_UNITS.filter(isPricedAtPickup));

/** True while the line's quantity or price waits for pickup: not yet measured, or a job not yet priced. */
export const lineIsEstimate = sql<boolean>`((${bookingItems.unit} in (${measured}) and ${bookingItems.weighedAt} is null)
  or (${bookingItems.unit} in (${priced}) and ${bookingItems.pricedAt} is null))`;

/** Where a job line stands (JOB_STATUSES); null for other units. */
export const lineJobStatus = sql<JobStatus | null>`case when ${bookingItems.unit} not in (${priced}) then null
  when ${bookingItems.pricedAt} is null then 'to_price'
  when ${bookingItems.answer} is null then 'awaiting_answer'
  else ${bookingItems.answer} end`;
