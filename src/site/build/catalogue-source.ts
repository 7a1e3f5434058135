/**
 * Where the static pages get the catalogue at build time: from the API at CATALOGUE_API_URL when it
 * is set (the same data the browser refreshes from /api), otherwise from the seed catalogue the API
 * starts with, so a build needs no server and no network.
 */
import { benefitsJson } from '@laundry-accra/domain/package-benefits';
import { CATALOGUE, PACKAGES, seedPackageBenefits } from '@laundry-accra/domain/seed-catalogue';
import type { Page } from '@laundry-accra/domain/schemas/common';
import type { CatalogueItem, CataloguePackage } from '@/site/catalogue/catalogue-types';

export interface Catalogue {
  items: CatalogueItem[];
  packages: CataloguePackage[];
  /** Where the catalogue came from, for the build log. */
  source: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** The seed catalogue in the API's response shape (ids are stable slugs until the API's UUIDs replace them). */
export function seedCatalogue(): Catalogue {
  const items = CATALOGUE.flatMap(([name, list]) => {
    const id = slug(name);
    return list.map(([itemName, price, unit = 'piece']) => ({
      id: `${id}-${slug(itemName)}`,
      name: itemName,
      price,
      unit,
      category: { id, name },
    }));
  });
  const packages = PACKAGES.map((pkg) => ({
    id: slug(pkg.name),
    name: pkg.name,
    price: pkg.price,
    quantity: pkg.quantity,
    description: pkg.description,
    image: pkg.image,
    benefits: benefitsJson(seedPackageBenefits(pkg)),
  }));
  return { items, packages, source: 'the seed catalogue (CATALOGUE_API_URL is not set)' };
}

/** The part of fetch the build uses (Node's global fetch by default). */
export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Reads every page of an API list, following `next`. */
async function readAll<T>(fetchImpl: Fetch, firstUrl: string): Promise<T[]> {
  const results: T[] = [];
  let url: string | null | undefined = firstUrl;
  for (let pages = 0; url && pages < 50; pages += 1) {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const page = (await response.json()) as Page<T>;
    results.push(...page.results);
    url = page.next;
  }
  return results;
}

/** The catalogue from the API whose base URL (ending in /api) is given. */
export async function apiCatalogue(apiUrl: string, fetchImpl: Fetch = (url) => fetch(url)): Promise<Catalogue> {
  const base = apiUrl.replace(/\/+$/, '');
  const [items, packages] = await Promise.all([
    readAll<CatalogueItem>(fetchImpl, `${base}/items/?page_size=100`),
    readAll<CataloguePackage>(fetchImpl, `${base}/packages/?page_size=100`),
  ]);
  return { items, packages, source: base };
}

/** The build's catalogue: the API when CATALOGUE_API_URL is set (a failure stops the build), else the seed. */
export function loadCatalogue(env: Record<string, string | undefined> = process.env, fetchImpl?: Fetch): Promise<Catalogue> {
  const apiUrl = env.CATALOGUE_API_URL;
  return apiUrl ? apiCatalogue(apiUrl, fetchImpl) : Promise.resolve(seedCatalogue());
}
