/** The catalogue as the API serves it (GET /api/items/, GET /api/packages/) and the pages show it. */

/** A priced item of the pricing tables and the quote calculator. */
export interface CatalogueItem {
  id: string;
  name: string;
  /** A decimal string ("25.00"); older records may hold a number. */
  price: string | number;
  category: { id: string; name: string };
}

/** A monthly package ('Something Light' is priced per kg). */
export interface CataloguePackage {
  id: string;
  name: string;
  price: string | number;
  quantity: number;
  /** One bullet per line. */
  description: string;
  /** Image URL (a site path such as /images/packages/solo.svg, or absolute). */
  image: string;
}

/** A page of an API list: only `results` is read (SPEC §7). */
export interface ApiPage<T> {
  results: T[];
  next?: string | null;
}
