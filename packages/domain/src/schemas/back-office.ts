/**
 * Shapes of the back office (admin only): the price list (items and categories), packages and
 * branches as the console edits them, the audit trail and the reports. Request fields carry the
 * messages of rules.ts's `backOfficeMessages`, the console's forms use the same.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  backOfficeMessages as m,
  COORDINATE_PATTERN,
  NOT_BLANK_PATTERN,
  PHONE_PATTERN,
  PRICE_PATTERN,
} from '../rules';
import { CalendarDate, Money, PageQuery, StringEnum, Trimmed, Uuid, withMessage } from './common';
import { RequiredText } from './fields';
import { REPORT_GROUPS } from '../reports';
import { ITEM_UNITS } from '../units';
import { ALLOWANCE_UNITS, BENEFIT_LIMITS, BENEFIT_MESSAGES } from '../package-benefits';

const Timestamp = Type.String({ format: 'date-time' });

/** The longest name of an item, category, package or branch. */
export const CATALOGUE_NAME_MAX = 120;

const NameField = RequiredText(m.name, { maxLength: CATALOGUE_NAME_MAX });
/** A price typed in the console: "25", "25.5" or "25.00"; the range is checked by the service. */
const PriceField = withMessage(
  Trimmed(Type.String({ pattern: PRICE_PATTERN.source, examples: ['25.00'] })),
  m.price,
);
const PositionField = withMessage(Type.Integer({ minimum: 0, maximum: 10_000 }), m.position);

/* ---------- items and categories ---------- */

/** A category of the price list. */
export const OpsCategory = Type.Object({
  id: Uuid,
  name: Type.String(),
  position: Type.Integer(),
  item_count: Type.Integer({ description: 'Items in it, archived ones included' }),
});
export type OpsCategoryDto = Static<typeof OpsCategory>;

/** `POST /api/ops/categories/`. */
export const OpsCategoryBody = Type.Object({
  name: NameField,
  position: Type.Optional(PositionField),
});
export type OpsCategoryBody = Static<typeof OpsCategoryBody>;
/** `PATCH /api/ops/categories/{id}`: rename or move. */
export const OpsCategoryChanges = Type.Partial(OpsCategoryBody);
export type OpsCategoryChanges = Static<typeof OpsCategoryChanges>;

/** An item of the price list as the console sees it (archived ones too). */
export const OpsItem = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  /** What the price is for: piece, pair, kg, m2 (measured at pickup) or job ("from", priced at pickup). */
  unit: StringEnum(ITEM_UNITS),
  category: Type.Object({ id: Uuid, name: Type.String() }),
  is_active: Type.Boolean(),
});
export type OpsItemDto = Static<typeof OpsItem>;

/** `POST /api/ops/items/`. */
export const OpsItemBody = Type.Object({
  name: NameField,
  category: withMessage(Uuid, m.category),
  price: PriceField,
  /** What the price is for; a new item is sold by the piece unless told. */
  unit: Type.Optional(StringEnum(ITEM_UNITS)),
  is_active: Type.Optional(Type.Boolean()),
});
export type OpsItemBody = Static<typeof OpsItemBody>;
/** `PATCH /api/ops/items/{id}`: any of the fields (archive with `is_active: false`). */
export const OpsItemChanges = Type.Partial(OpsItemBody);
export type OpsItemChanges = Static<typeof OpsItemChanges>;

/** `GET /api/ops/items/` filters. */
export const OpsItemsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, any case' })),
    category: Type.Optional(Uuid),
    is_active: Type.Optional(Type.Boolean()),
  }),
]);
export type OpsItemsQuery = Static<typeof OpsItemsQuery>;

/* ---------- packages ---------- */

/** A package as the console sees it. */
export const OpsPackage = Type.Object({
  id: Uuid,
  name: Type.String(),
  price: Money,
  quantity: Type.Integer({ description: 'Allowance per month (kg or pieces)' }),
  description: Type.String({ description: 'One bullet per line' }),
  image: Type.String(),
  position: Type.Integer(),
  is_active: Type.Boolean(),
  covered_categories: Type.Array(Type.Object({ id: Uuid, name: Type.String() }), {
    description: 'The categories its allowance covers, in price-list order',
  }),
  further_allowances: Type.Array(
    Type.Object({ category: Type.Object({ id: Uuid, name: Type.String() }), unit: StringEnum(ALLOWANCE_UNITS), quantity: Type.Number() }),
    { description: "Allowances beside the items allowance ('Two dry-cleaning pieces included'), in order" },
  ),
  free_pickups: Type.Integer({ description: 'Pickups and deliveries a month whose fee is waived' }),
  express_upgrades: Type.Integer({ description: 'Same-Day Express upgrades a month whose surcharge is waived' }),
  lines: Type.Array(Type.String(), { description: "The package's card as every screen shows it: the benefits, then the description's lines" }),
  active_subscriptions: Type.Integer({ description: 'Running subscriptions (they keep their own price)' }),
});
export type OpsPackageDto = Static<typeof OpsPackage>;

/** `POST /api/ops/packages/`. Add a field here and in the service's column map to extend it. */
export const OpsPackageBody = Type.Object({
  name: NameField,
  price: PriceField,
  quantity: withMessage(Type.Integer({ minimum: 1, maximum: 100_000 }), m.quantity),
  description: withMessage(
    Type.String({
      pattern: NOT_BLANK_PATTERN.source,
      maxLength: 2000,
      description: "The card's lines that are not benefits, one per line; a line naming a benefit is refused",
    }),
    m.description,
  ),
  image: Type.Optional(Type.String({ maxLength: 500, description: 'Image URL or site path' })),
  position: Type.Optional(PositionField),
  is_active: Type.Optional(Type.Boolean()),
  covered_categories: Type.Optional(
    withMessage(
      Type.Array(Uuid, { uniqueItems: true, maxItems: 100, description: 'Category ids; none covers nothing (default)' }),
      m.coveredCategories,
    ),
  ),
  further_allowances: Type.Optional(
    withMessage(
      Type.Array(
        Type.Object({
          category: Uuid,
          unit: StringEnum(ALLOWANCE_UNITS),
          quantity: Type.Number({ exclusiveMinimum: 0, maximum: BENEFIT_LIMITS.maxAllowance, multipleOf: 0.1 }),
        }),
        { maxItems: 20, description: 'Pieces or kilograms of one category a month; the sent list replaces the stored one' },
      ),
      BENEFIT_MESSAGES.allowances,
    ),
  ),
  free_pickups: Type.Optional(
    withMessage(Type.Integer({ minimum: 0, maximum: BENEFIT_LIMITS.maxPickups }), BENEFIT_MESSAGES.freePickups),
  ),
  express_upgrades: Type.Optional(
    withMessage(Type.Integer({ minimum: 0, maximum: BENEFIT_LIMITS.maxExpress }), BENEFIT_MESSAGES.expressUpgrades),
  ),
});
export type OpsPackageBody = Static<typeof OpsPackageBody>;
/** `PATCH /api/ops/packages/{id}`. */
export const OpsPackageChanges = Type.Partial(OpsPackageBody);
export type OpsPackageChanges = Static<typeof OpsPackageChanges>;

/* ---------- branches ---------- */

const Coordinate = (message: string) =>
  Type.Union([withMessage(Trimmed(Type.String({ pattern: COORDINATE_PATTERN.source })), message), Type.Null()]);

/** A branch as the console sees it. */
export const OpsBranch = Type.Object({
  id: Uuid,
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  latitude: Type.Union([Type.String(), Type.Null()], { description: 'Degrees, 6 decimals' }),
  longitude: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
});
export type OpsBranchDto = Static<typeof OpsBranch>;

/** `POST /api/ops/branches/`. */
export const OpsBranchBody = Type.Object({
  name: NameField,
  address: RequiredText(m.address, { maxLength: 300 }),
  phone: RequiredText(m.phone, { pattern: PHONE_PATTERN.source }),
  latitude: Type.Optional(Coordinate(m.latitude)),
  longitude: Type.Optional(Coordinate(m.longitude)),
  is_active: Type.Optional(Type.Boolean()),
});
export type OpsBranchBody = Static<typeof OpsBranchBody>;
/** `PATCH /api/ops/branches/{id}`. */
export const OpsBranchChanges = Type.Partial(OpsBranchBody);
export type OpsBranchChanges = Static<typeof OpsBranchChanges>;

/* ---------- audit trail ---------- */

/** One row of the audit trail. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.Object({ id: Uuid, name: Type.String(), email: Type.String() }),
  action: Type.String(),
  entity_type: Type.String(),
  entity_id: Type.String(),
  before: Type.Record(Type.String(), Type.Unknown()),
  after: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.String(),
  at: Timestamp,
  branch_names: Type.Record(Type.String(), Type.String(), {
    description:
      "The name of each branch the entry mentions by id (a branch's own entry, a `branch` field before or after), so it reads 'Osu', not a UUID",
  }),
});
export type AuditEntryDto = Static<typeof AuditEntry>;

/** `GET /api/ops/audit/` filters; `from` and `to` are Accra calendar days, both included. */
export const AuditQuery = Type.Composite([
  PageQuery,
  Type.Object({
    actor: Type.Optional(Uuid),
    entity_type: Type.Optional(Type.String({ maxLength: 50 })),
    entity_id: Type.Optional(Type.String({ maxLength: 100 })),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
  }),
]);
export type AuditQuery = Static<typeof AuditQuery>;

/* ---------- reports ---------- */

export type { ReportGroup } from '../reports';

/** Filters of both reports: Accra calendar days, both included; branch (staff: always theirs). */
export const ReportQuery = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  branch: Type.Optional(Uuid),
  group: Type.Optional(StringEnum(REPORT_GROUPS)),
});
export type ReportQuery = Static<typeof ReportQuery>;

/** One period of the takings report. */
export const TakingsRow = Type.Object({
  period: CalendarDate,
  online: Money,
  cash: Money,
  /** Every mobile money payment; the three below split it by network (older ones had none recorded). */
  mobile_money: Money,
  mobile_money_mtn: Money,
  mobile_money_telecel: Money,
  mobile_money_airteltigo: Money,
  card_terminal: Money,
  refunds: Money,
  net: Money,
});
export type TakingsRowDto = Static<typeof TakingsRow>;

/** `GET /api/ops/reports/takings/`. */
export const TakingsReport = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  group: StringEnum(REPORT_GROUPS),
  branch: Type.Union([Uuid, Type.Null()]),
  rows: Type.Array(TakingsRow),
  totals: Type.Omit(TakingsRow, ['period']),
});
export type TakingsReportDto = Static<typeof TakingsReport>;

/** An item's rank in a report: its quantity summed in its unit (kilos and m² with their tenths). */
const ItemRank = Type.Object({ item: Type.String(), unit: StringEnum(ITEM_UNITS), quantity: Type.Number(), revenue: Money });

/** `GET /api/ops/reports/bookings/`. */
export const BookingsReport = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  branch: Type.Union([Uuid, Type.Null()]),
  bookings: Type.Integer(),
  by_status: Type.Record(Type.String(), Type.Integer()),
  /** Bookings to deliver and to be collected at the branch (decision 072), cancelled ones counted. */
  by_handover: Type.Object({ delivery: Type.Integer(), collection: Type.Integer() }),
  by_branch: Type.Array(Type.Object({ branch: Type.String(), bookings: Type.Integer(), value: Money })),
  average_order_value: Money,
  top_items_by_quantity: Type.Array(ItemRank),
  top_items_by_revenue: Type.Array(ItemRank),
  new_customers: Type.Integer({ description: 'First booking ever within the period' }),
  returning_customers: Type.Integer({ description: 'Booked within the period and before it' }),
});
export type BookingsReportDto = Static<typeof BookingsReport>;
