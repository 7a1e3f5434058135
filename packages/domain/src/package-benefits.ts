/**
 * What a monthly package gives, as data: allowances of items (per category and unit), free
 * pickups and deliveries, and free Same-Day Express upgrades, each per paid month. The package
 * cards on the site, in the app and in the console are written from this data
 * (`packageCardLines`), so a card cannot promise what the data does not give; the lines an admin
 * writes beside the benefits (`notes`) may not name a benefit (`benefitNamedIn`). Checkout spends
 * the benefits in one stated order (`applyPackageBenefits`). Decision 071-package-benefits.md.
 */
import { coverAllowance, type AllowanceLeft, type CoverableLine, type LineCover } from './allowance';
import { ITEM_CATEGORIES, type ItemUnit } from './catalogue';
import { fromPesewas, toPesewas } from './money';
import { pickupFee, type PickupFee, type PickupLine, type PickupTerms } from './pickup-delivery';
import { serviceSpeedFee, type ServiceSpeed } from './service-speed';

/** A category as a benefit names it. */
export interface BenefitCategory {
  id: string;
  name: string;
}

/**
 * One monthly allowance: `quantity` pieces (or kilograms, one decimal) of items of `categories`,
 * spent from one counter. A package's first allowance is its items allowance (the SPEC's
 * package quantity); further ones give pieces or kilos of one category ('Two dry-cleaning
 * pieces included').
 */
export interface PackageAllowance {
  categories: readonly BenefitCategory[];
  unit: AllowanceUnit;
  quantity: number;
}

/**
 * What an allowance may count: pieces or kilograms. A line is covered only by an allowance
 * counting its own unit (allowance.ts), so items sold by other units are paid for.
 */
export const ALLOWANCE_UNITS = ['piece', 'kg'] as const satisfies readonly ItemUnit[];
export type AllowanceUnit = (typeof ALLOWANCE_UNITS)[number];

/** Everything a package gives in one paid month. */
export interface PackageBenefits {
  allowances: readonly PackageAllowance[];
  /** Pickups and deliveries a month whose fee is waived. */
  freePickups: number;
  /** Same-Day Express upgrades a month whose surcharge is waived. */
  expressUpgrades: number;
}

/** The back office's limits on the benefits. */
export const BENEFIT_LIMITS = { maxPickups: 31, maxExpress: 31, maxAllowance: 100_000, maxKg: 1_000 } as const;

/** The order checkout spends benefits in, as the checkout and the decision say it. */
export const BENEFIT_ORDER_IN_WORDS =
  'Your package covers items first (the most expensive first), then a Same-Day Express upgrade, then pickup and delivery.';

/** The messages of the benefits, as the API answers them. */
export const BENEFIT_MESSAGES = {
  allowances: 'Give each allowance a category of the price list once per unit, and an amount above 0.',
  freePickups: `Enter a number of free pickups from 0 to ${BENEFIT_LIMITS.maxPickups}.`,
  expressUpgrades: `Enter a number of Express upgrades from 0 to ${BENEFIT_LIMITS.maxExpress}.`,
  noteNamesBenefit: (line: string) =>
    `'${line}' promises a benefit: set it in the benefits (allowances, free pickups, Express upgrades) and the card will say it.`,
} as const;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'two' up to twelve, then digits. */
const countInWords = (n: number) => (Number.isInteger(n) && n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n));
const kgOf = (kg: number) => (Number.isInteger(kg) ? String(kg) : kg.toFixed(1));
/** 'Dry Cleaning' → 'dry-cleaning' as in 'dry-cleaning pieces'. */
const categoryWord = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
const isItemsCategory = (categories: readonly BenefitCategory[]) =>
  categories.length !== 1 || categories[0].name === ITEM_CATEGORIES[0];
const namesOf = (categories: readonly BenefitCategory[]) => {
  const names = categories.map((c) => c.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
};

/** The one weekly rate: a paid month (at most 31 days) holds at most five pickups a week apart. */
export const WEEKLY_PICKUPS = 5;

/** How an allowance reads on a card: 'Up to 40 items a month', 'Two dry-cleaning pieces included'. */
export function allowanceLine(allowance: PackageAllowance): string {
  if (allowance.unit === 'kg') return `Up to ${kgOf(allowance.quantity)} kg of ${namesOf(allowance.categories).toLowerCase()} a month`;
  if (isItemsCategory(allowance.categories)) {
    const only = allowance.categories.length === 1 ? '' : ` (${namesOf(allowance.categories)})`;
    return `Up to ${allowance.quantity} items a month${only}`;
  }
  return `${capital(countInWords(allowance.quantity))} ${categoryWord(allowance.categories[0].name)} pieces included`;
}

/** 'Two pickups and deliveries a month', 'Weekly pickup and delivery'; null for none. */
export function freePickupsLine(count: number): string | null {
  if (count <= 0) return null;
  if (count === 1) return 'One pickup and delivery a month';
  if (count === WEEKLY_PICKUPS) return 'Weekly pickup and delivery';
  return `${capital(countInWords(count))} pickups and deliveries a month`;
}

/** 'Priority Same-Day (Express) once a month'; null for none. */
export function expressUpgradesLine(count: number): string | null {
  if (count <= 0) return null;
  const times = count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
  return `Priority Same-Day (Express) ${times} a month`;
}

/** An allowance that gives nothing (no category, or nothing to spend) is not written on a card. */
const gives = (allowance: PackageAllowance) => allowance.categories.length > 0 && allowance.quantity > 0;

/**
 * The lines of a package's card, its benefits first (allowances, pickups, Express), then the
 * admin's other lines. The one place a card's text is made: the API's `description`, the site,
 * the app and the console all show these lines.
 */
export function packageCardLines(benefits: PackageBenefits, notes: readonly string[]): string[] {
  return [
    ...benefits.allowances.filter(gives).map(allowanceLine),
    freePickupsLine(benefits.freePickups),
    expressUpgradesLine(benefits.expressUpgrades),
    ...notes,
  ].filter((line): line is string => Boolean(line));
}

/** What a line of text promises, as far as benefits go. */
export type BenefitClaim =
  | { kind: 'items'; quantity: number }
  | { kind: 'pieces'; category: string; quantity: number }
  | { kind: 'kg'; quantity: number }
  | { kind: 'pickups'; quantity: number }
  | { kind: 'express'; quantity: number }
  /** Names a benefit in words no rule here reads (free text about pickups, Express, items…). */
  | { kind: 'unreadable'; line: string };

const COUNT = String.raw`(\d+(?:\.\d)?|${NUMBER_WORDS.slice(1).join('|')})`;
const countOf = (word: string) => (/^\d/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));
/** Words that name a benefit: a card line holding one must be a benefit line the data backs. */
const BENEFIT_WORDS = /pick-?\s?ups?|deliver|express|same-day|dry-?\s?clean|\bitems?\b|\bpieces?\b|\bkg\b|kilo/i;

/**
 * What `line` promises: a benefit claim, or null when it names no benefit ('Wash, dry, iron and
 * fold'). A line naming a benefit in words other than `packageCardLines` writes is 'unreadable':
 * it may not stand on a card.
 */
export function benefitNamedIn(line: string): BenefitClaim | null {
  const text = line.trim();
  if (!BENEFIT_WORDS.test(text)) return null;
  let match = new RegExp(`^Up to (\\d+) items a month( \\(.+\\))?$`).exec(text);
  if (match) return { kind: 'items', quantity: Number(match[1]) };
  match = new RegExp(`^${COUNT} ([a-z-]+) pieces included$`, 'i').exec(text);
  if (match) return { kind: 'pieces', category: match[2], quantity: countOf(match[1]) };
  match = /^Up to (\d+(?:\.\d)?) kg of .+ a month$/.exec(text);
  if (match) return { kind: 'kg', quantity: Number(match[1]) };
  if (text === 'Weekly pickup and delivery') return { kind: 'pickups', quantity: WEEKLY_PICKUPS };
  match = new RegExp(`^${COUNT} pickups? and deliver(?:y|ies) a month$`, 'i').exec(text);
  if (match) return { kind: 'pickups', quantity: countOf(match[1]) };
  match = /^Priority Same-Day \(Express\) (once|twice|(\d+) times) a month$/.exec(text);
  if (match) return { kind: 'express', quantity: match[1] === 'once' ? 1 : match[1] === 'twice' ? 2 : Number(match[2]) };
  return { kind: 'unreadable', line: text };
}

/**
 * The promises of `lines` that `benefits` does not keep, in words (empty when every line is
 * backed by the data): the check of every card, and of the back office's other lines.
 */
export function unkeptPromises(lines: readonly string[], benefits: PackageBenefits): string[] {
  const given = benefits.allowances.filter(gives);
  const unkept: string[] = [];
  for (const line of lines) {
    const claim = benefitNamedIn(line);
    if (!claim) continue;
    const kept = (() => {
      switch (claim.kind) {
        case 'items':
          return given.some((a) => a.unit === 'piece' && isItemsCategory(a.categories) && a.quantity === claim.quantity);
        case 'pieces':
          return given.some(
            (a) =>
              a.unit === 'piece' &&
              a.categories.length === 1 &&
              categoryWord(a.categories[0].name) === claim.category.toLowerCase() &&
              a.quantity === claim.quantity,
          );
        case 'kg':
          return given.some((a) => a.unit === 'kg' && a.quantity === claim.quantity);
        case 'pickups':
          return benefits.freePickups === claim.quantity;
        case 'express':
          return benefits.expressUpgrades === claim.quantity;
        default:
          return false;
      }
    })();
    if (!kept) unkept.push(line);
  }
  return unkept;
}

/** A customer's free pickups or Express upgrades left in one paid month. */
export interface CountLeft {
  periodId: string;
  packageName: string;
  remaining: number;
  allowance: number;
}

/** What one customer's paid months containing the pickup date still give. */
export interface BenefitsLeft {
  /** Item allowances, oldest subscription first (each a counter of its own). */
  allowances: readonly AllowanceLeft[];
  pickups: readonly CountLeft[];
  express: readonly CountLeft[];
}

/** A booking as checkout prices it. */
export interface BenefitBooking {
  lines: readonly (CoverableLine & PickupLine)[];
  speed: ServiceSpeed;
  surchargePercent: number;
  pickupTerms: PickupTerms;
}

/** What the benefits did to a booking, and which counter each came from. */
export interface AppliedBenefits {
  covers: LineCover[];
  /** The items' sub total after the allowances. */
  subTotal: string;
  /** The Express surcharge charged (0.00 when an upgrade covered it). */
  expressFee: string;
  /** The paid month whose Express upgrade was spent, if one was. */
  expressPeriodId: string | null;
  pickup: PickupFee;
  /** The paid month whose free pickup was spent, if one was. */
  pickupPeriodId: string | null;
}

const firstLeft = (counts: readonly CountLeft[]) => counts.find((c) => c.remaining > 0) ?? null;

/**
 * Checkout's order (decision 071): (1) the item allowances cover the lines, most expensive
 * first; (2) an Express booking whose surcharge (on what is left to pay) is above 0 spends an
 * Express upgrade while one remains; (3) a booking that would pay the pickup fee (not free by
 * weight, and at a branch that charges one) spends a free pickup while one remains. A benefit is
 * spent only where it saves the customer money, so nothing is used up on a booking that was
 * free anyway.
 */
export function applyPackageBenefits(booking: BenefitBooking, left: BenefitsLeft): AppliedBenefits {
  const covers = coverAllowance(booking.lines, left.allowances);
  const subTotal = fromPesewas(covers.reduce((sum, cover) => sum + toPesewas(cover.total), 0));
  const surcharge = serviceSpeedFee(booking.speed, subTotal, booking.surchargePercent);
  const upgrade = toPesewas(surcharge) > 0 ? firstLeft(left.express) : null;
  const charged = pickupFee(booking.lines, booking.pickupTerms);
  const freePickup = charged.free === null ? firstLeft(left.pickups) : null;
  return {
    covers,
    subTotal,
    expressFee: upgrade ? '0.00' : surcharge,
    expressPeriodId: upgrade?.periodId ?? null,
    pickup: freePickup ? pickupFee(booking.lines, booking.pickupTerms, true) : charged,
    pickupPeriodId: freePickup?.periodId ?? null,
  };
}

/** The noun a benefit's count is in: 'items', 'dry-cleaning pieces', 'kg of laundry'. */
export function allowanceNoun(allowance: Pick<PackageAllowance, 'categories' | 'unit'>): string {
  if (allowance.unit === 'kg') return `kg of ${namesOf(allowance.categories).toLowerCase()}`;
  return isItemsCategory(allowance.categories) ? 'items' : `${categoryWord(allowance.categories[0].name)} pieces`;
}

/** The nouns of the month's free pickups and Express upgrades, as `usedThisMonth` (allowance.ts) takes them. */
export const PICKUPS_NOUN = 'free pickups';
export const EXPRESS_NOUN = 'free Express upgrades';

/** The API's shape of the benefits (snake case, as every answer). */
export interface PackageBenefitsJson {
  allowances: { categories: BenefitCategory[]; unit: AllowanceUnit; quantity: number }[];
  free_pickups: number;
  express_upgrades: number;
}

/** The benefits as the API answers them. */
export const benefitsJson = (benefits: PackageBenefits): PackageBenefitsJson => ({
  allowances: benefits.allowances.map((a) => ({ categories: [...a.categories], unit: a.unit, quantity: a.quantity })),
  free_pickups: benefits.freePickups,
  express_upgrades: benefits.expressUpgrades,
});

/** The benefits of an API answer. */
export const benefitsOfJson = (json: PackageBenefitsJson): PackageBenefits => ({
  allowances: json.allowances,
  freePickups: json.free_pickups,
  expressUpgrades: json.express_upgrades,
});
