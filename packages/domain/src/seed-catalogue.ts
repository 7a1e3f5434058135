/**
 * The catalogue the business starts with: branches, priced items (GHS, Accra 2026 rates) and the
 * monthly packages. The seed writes these; staff change prices in the database afterwards.
 */
import { PER_KG_SERVICE_NAME, type ItemCategoryName } from './catalogue';
import { packageCardLines, type AllowanceUnit, type PackageBenefits } from './package-benefits';
import type { ItemUnit } from './units';

export const BRANCHES = [
  // Coordinates as on the contact page's map (content/site.yaml); phone: the business's line.
  { name: 'East Legon', address: 'Nii Sai Rd, East Legon, Accra', phone: '+233 30 290 1234', latitude: '5.636200', longitude: '-0.156800' },
  { name: 'Osu', address: 'La Crescent, Osu, Accra', phone: '+233 30 290 1234', latitude: '5.557100', longitude: '-0.182300' },
] as const;

type SeedItem = readonly [name: string, price: string, unit?: ItemUnit];

/**
 * Wash, dry and fold / iron, priced per piece; 'Something Light' is wash and fold by the kilo (the
 * basket holds an estimated weight, staff weigh it at pickup).
 */
export const LAUNDRY_ITEMS: readonly SeedItem[] = [
  ['Apron', '8.00'],
  ['Baby Clothes (per piece)', '6.00'],
  ['Bathrobe', '20.00'],
  ['Bedsheet (Double)', '20.00'],
  ['Bedsheet (Single)', '15.00'],
  ['Blanket (Large)', '55.00'],
  ['Blouse', '12.00'],
  ['Boxer Shorts', '5.00'],
  ['Cardigan', '15.00'],
  ['Curtain (per panel)', '35.00'],
  ['Duvet (Double)', '70.00'],
  ['Duvet (Single)', '50.00'],
  ['Duvet Cover', '25.00'],
  ['Hoodie', '18.00'],
  ['Jeans', '15.00'],
  ['Kaftan', '20.00'],
  ['Pillow', '25.00'],
  ['Pillowcase', '5.00'],
  ['Polo Shirt', '10.00'],
  ['School Uniform (set)', '18.00'],
  ['Shirt', '12.00'],
  ['Shorts', '10.00'],
  ['Skirt', '12.00'],
  ['Smock (Fugu)', '25.00'],
  [PER_KG_SERVICE_NAME, '15.00', 'kg'],
  ['Socks (pair)', '4.00'],
  ['Sweater', '18.00'],
  ['Table Cloth', '20.00'],
  ['Towel (Bath)', '12.00'],
  ['Towel (Hand)', '6.00'],
  ['Tracksuit (set)', '25.00'],
  ['Trousers', '14.00'],
  ['T-Shirt', '10.00'],
  ['Underwear', '4.00'],
];

/** Dry cleaning, priced per piece. */
export const DRY_CLEANING_ITEMS: readonly SeedItem[] = [
  ['Agbada (3 piece)', '120.00'],
  ['Blazer', '45.00'],
  ['Bridal Gown', '400.00'],
  ['Coat (Long)', '70.00'],
  ['Evening Dress', '80.00'],
  ['Graduation Gown', '50.00'],
  ['Jacket', '45.00'],
  ['Kaba and Slit', '60.00'],
  ['Kente Cloth (Full)', '150.00'],
  ['Leather Jacket', '120.00'],
  ['Native Wear (2 piece)', '55.00'],
  ['Scarf', '20.00'],
  ['Silk Blouse', '35.00'],
  ['Suit (2 piece)', '80.00'],
  ['Suit (3 piece)', '100.00'],
  ['Tie', '15.00'],
  ['Waistcoat', '30.00'],
];

/** Ironing & Folding: pressing only (no wash), priced per piece. */
export const IRONING_ITEMS: readonly SeedItem[] = [
  ['Bedsheet (iron and fold)', '8.00'],
  ['Dress (iron only)', '10.00'],
  ['Kaba and Slit (iron only)', '12.00'],
  ['Native Wear (iron only)', '12.00'],
  ['Shirt (iron only)', '6.00'],
  ['Suit (press, 2 piece)', '25.00'],
  ['T-Shirt (iron and fold)', '4.00'],
  ['Trousers (iron only)', '6.00'],
];

/**
 * Carpet Cleaning: carpets by size (a piece up to the size named) or by the square metre, and rugs
 * by the square metre; a per-m² line holds an estimated size until staff measure it at pickup.
 */
export const CARPET_ITEMS: readonly SeedItem[] = [
  ['Carpet (per m²)', '25.00', 'm2'],
  ['Carpet (Small, up to 2 m × 3 m)', '150.00'],
  ['Carpet (Medium, up to 3 m × 4 m)', '280.00'],
  ['Carpet (Large, up to 4 m × 5 m)', '450.00'],
  ['Doormat', '20.00'],
  ['Rug (per m²)', '30.00', 'm2'],
  ['Rug, Persian or Silk (per m²)', '60.00', 'm2'],
  ['Rug, Shaggy (per m²)', '40.00', 'm2'],
];

/** Sneaker Cleaning: by the pair and by the kind of shoe. */
export const SNEAKER_ITEMS: readonly SeedItem[] = [
  ['Boots', '80.00', 'pair'],
  ["Kids' Sneakers", '30.00', 'pair'],
  ['Sneakers (Canvas)', '40.00', 'pair'],
  ['Sneakers (Leather)', '50.00', 'pair'],
  ['Sneakers (Suede or Nubuck)', '70.00', 'pair'],
  ['Sneakers (Whitening and Restoration)', '90.00', 'pair'],
];

/**
 * Clothes Mending: repairs and alterations, each a job from a published price; the customer says
 * what needs doing, staff price the work at pickup and the customer accepts or refuses it.
 */
export const MENDING_ITEMS: readonly SeedItem[] = [
  ['Button Replacement', '10.00', 'job'],
  ['Dress Alteration', '60.00', 'job'],
  ['Hemming (Trousers or Skirt)', '25.00', 'job'],
  ['Patch or Tear Repair', '25.00', 'job'],
  ['Taking In or Letting Out', '40.00', 'job'],
  ['Zip Replacement', '30.00', 'job'],
];

/** Every category of the catalogue with the items it starts with, in the price list's order. */
export const CATALOGUE: readonly (readonly [category: ItemCategoryName, items: readonly SeedItem[]])[] = [
  ['Laundry', LAUNDRY_ITEMS],
  ['Dry Cleaning', DRY_CLEANING_ITEMS],
  ['Ironing & Folding', IRONING_ITEMS],
  ['Carpet Cleaning', CARPET_ITEMS],
  ['Sneaker Cleaning', SNEAKER_ITEMS],
  ['Clothes Mending', MENDING_ITEMS],
];

/** A further allowance of a seed package: pieces or kilos of one category a month. */
export interface SeedAllowance {
  category: string;
  unit: AllowanceUnit;
  quantity: number;
}

export interface SeedPackage {
  name: string;
  price: string;
  /** The items allowance a month, of the categories in `covers` (the SPEC's package quantity). */
  quantity: number;
  /** The card's lines, written from the benefits and `notes` (package-benefits.ts). */
  description: string;
  image: string;
  /** Item categories the package's items allowance covers; none for a per-kg service. */
  covers: readonly string[];
  /** Allowances beside the items allowance ('Two dry-cleaning pieces included'). */
  extraAllowances: readonly SeedAllowance[];
  freePickups: number;
  expressUpgrades: number;
  /** The card's lines that are not benefits. */
  notes: readonly string[];
}

/** A seed package's benefits, with categories named by themselves (the seed's ids are names). */
export function seedPackageBenefits(pack: Omit<SeedPackage, 'description'>): PackageBenefits {
  const category = (name: string) => ({ id: name, name });
  return {
    allowances: [
      { categories: pack.covers.map(category), unit: 'piece', quantity: pack.quantity },
      ...pack.extraAllowances.map((a) => ({ categories: [category(a.category)], unit: a.unit, quantity: a.quantity })),
    ],
    freePickups: pack.freePickups,
    expressUpgrades: pack.expressUpgrades,
  };
}

const seedPackage = (pack: Omit<SeedPackage, 'description'>): SeedPackage => ({
  ...pack,
  description: packageCardLines(seedPackageBenefits(pack), pack.notes).join('\n'),
});

/**
 * Monthly packages. 'Something Light' was one (priced per kg) until it became a per-kg basket
 * line (LAUNDRY_ITEMS); migration 0017 archives the package where it was seeded. What each
 * promised in words is data since migration 0022 (decision 071).
 */
export const PACKAGES: readonly SeedPackage[] = [
  seedPackage({
    name: 'Solo',
    price: '350.00',
    quantity: 40,
    image: '/images/packages/solo.svg',
    covers: ['Laundry'],
    extraAllowances: [],
    freePickups: 2,
    expressUpgrades: 0,
    notes: ['Wash, dry, iron and fold', 'Stain treatment included'],
  }),
  seedPackage({
    name: 'Couple',
    price: '600.00',
    quantity: 80,
    image: '/images/packages/couple.svg',
    covers: ['Laundry'],
    extraAllowances: [{ category: 'Dry Cleaning', unit: 'piece', quantity: 2 }],
    freePickups: 4,
    expressUpgrades: 0,
    notes: ['Wash, dry, iron and fold'],
  }),
  seedPackage({
    name: 'Family',
    price: '950.00',
    quantity: 150,
    image: '/images/packages/family.svg',
    covers: ['Laundry'],
    extraAllowances: [{ category: 'Dry Cleaning', unit: 'piece', quantity: 4 }],
    freePickups: 5,
    expressUpgrades: 1,
    notes: ['Wash, dry, iron and fold'],
  }),
];

/**
 * Opening hours every branch starts with, by weekday (0 Sunday … 6 Saturday): Monday to Friday
 * 07:00–19:00, Saturday 08:00–18:00, closed on Sunday. Admins change them in the console.
 */
export const DEFAULT_OPENING_HOURS: readonly { weekday: number; closed: boolean; opensAt: string; closesAt: string }[] = [
  { weekday: 0, closed: true, opensAt: '08:00', closesAt: '18:00' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, closed: false, opensAt: '07:00', closesAt: '19:00' })),
  { weekday: 6, closed: false, opensAt: '08:00', closesAt: '18:00' },
];

/** Pickup windows of every open weekday at the start: four two-hour rounds, six bookings each. */
export const DEFAULT_PICKUP_WINDOWS: readonly { startsAt: string; endsAt: string; capacity: number }[] = [
  { startsAt: '08:00', endsAt: '10:00', capacity: 6 },
  { startsAt: '10:00', endsAt: '12:00', capacity: 6 },
  { startsAt: '14:00', endsAt: '16:00', capacity: 6 },
  { startsAt: '16:00', endsAt: '18:00', capacity: 6 },
];

/** Public holidays of Ghana the branches start closed on (admins add the rest each year). */
export const DEFAULT_CLOSURES: readonly { date: string; reason: string }[] = [
  { date: '2026-12-04', reason: "Farmers' Day" },
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2026-12-26', reason: 'Boxing Day' },
  { date: '2027-01-01', reason: "New Year's Day" },
  { date: '2027-01-07', reason: 'Constitution Day' },
  { date: '2027-03-06', reason: 'Independence Day' },
];
