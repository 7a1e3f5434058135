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
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Branch, Item, ItemCategory, NewBranch, NewItem, NewPackage } from '../../db/schema';
import { benefitNamedIn, BENEFIT_MESSAGES } from '@laundry-accra/domain/package-benefits';
import { packageDescriptionLines } from '@laundry-accra/domain/catalogue';
import { isValidQuantity } from '@laundry-accra/domain/units';
import type { FurtherAllowance } from '../catalogue/package-benefits.repository';
import { badRequest } from '../../lib/http-errors';
import type { CoveringPackage } from './back-office.repository';
import type { RepositoryScope } from '../repositories';
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

const branchDto = (b: Branch): OpsBranchDto => ({
  id: b.id,
  name: b.name,
  address: b.address,
  phone: b.phone,
  latitude: b.latitude,
  longitude: b.longitude,
  is_active: b.isActive,
});

/** The back office on the repositories; `catalogueChanged` runs after every committed write. */
export function backOfficeService(repositories: RepositoryScope, catalogueChanged: () => void) {
  const catalogue = repositories.backOffice;

  const itemInput = (row: Item): OpsItemBody => ({ name: row.name, category: row.categoryId, price: row.price, unit: row.unit, is_active: row.isActive });
  const itemValues = (input: OpsItemBody): NewItem => ({
    name: input.name,
    categoryId: input.category,
    price: storedPrice(input.price),
    unit: input.unit ?? 'piece',
    isActive: input.is_active ?? true,
  });

  const itemsEditor = catalogueEditor<Item, OpsItemDto, OpsItemBody>(
    repositories,
    {
      entityType: 'item',
      nameTaken: backOfficeMessages.itemTaken,
      async check(repos, input) {
        if (!(await repos.backOffice.categories.counted([input.category]))) throw badRequest({ category: [backOfficeMessages.category] });
      },
      lock: (repos, id) => repos.backOffice.items.lock(id),
      insert: (repos, input) => repos.backOffice.items.insert(itemValues(input)),
      update: (repos, id, input) => repos.backOffice.items.update(id, itemValues(input)),
      inputOf: itemInput,
      audited: itemInput,
      find: (repos, id) => repos.backOffice.items.find(id),
    },
    catalogueChanged,
  );

  const categoryInput = (row: ItemCategory): OpsCategoryBody => ({ name: row.name, position: row.position });
  const categoryValues = (input: OpsCategoryBody) => ({ name: input.name, position: input.position ?? 0 });

  const categoriesEditor = catalogueEditor<ItemCategory, OpsCategoryDto, OpsCategoryBody>(
    repositories,
    {
      entityType: 'category',
      nameTaken: backOfficeMessages.categoryTaken,
      check: async () => {},
      lock: (repos, id) => repos.backOffice.categories.lock(id),
      insert: (repos, input) => repos.backOffice.categories.insert(categoryValues(input)),
      update: (repos, id, input) => repos.backOffice.categories.update(id, categoryValues(input)),
      inputOf: categoryInput,
      audited: categoryInput,
      find: (repos, id) => repos.backOffice.categories.find(id),
    },
    catalogueChanged,
  );

  const packageValues = (input: OpsPackageBody): NewPackage => ({
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

  const furtherOf = (input: OpsPackageBody): FurtherAllowance[] =>
    (input.further_allowances ?? []).map((a) => ({ categoryId: a.category.toLowerCase(), unit: a.unit, quantity: a.quantity }));

  /** What the package gives besides its row, as the repository writes it. */
  const givesOf = (input: OpsPackageBody) => ({ coveredCategories: input.covered_categories, furtherAllowances: furtherOf(input) });

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
    repositories,
    {
      entityType: 'package',
      nameTaken: backOfficeMessages.packageTaken,
      async check(repos, input) {
        // The card is written from the benefits: the other lines may not promise one (decision 071).
        const promising = packageDescriptionLines(input.description).filter((line) => benefitNamedIn(line) !== null);
        if (promising.length) throw badRequest({ description: promising.map(BENEFIT_MESSAGES.noteNamesBenefit) });
        const further = furtherOf(input);
        const keys = new Set(further.map((a) => `${a.categoryId}:${a.unit}`));
        if (keys.size !== further.length || further.some((a) => !isValidQuantity(a.unit, a.quantity)))
          throw badRequest({ further_allowances: [BENEFIT_MESSAGES.allowances] });
        const wanted = input.covered_categories ?? [];
        if (wanted.length && (await repos.backOffice.categories.counted(wanted)) !== wanted.length)
          throw badRequest({ covered_categories: [backOfficeMessages.coveredCategories] });
        const furtherCategories = [...new Set(further.map((a) => a.categoryId))];
        if (furtherCategories.length && (await repos.backOffice.categories.counted(furtherCategories)) !== furtherCategories.length)
          throw badRequest({ further_allowances: [BENEFIT_MESSAGES.allowances] });
      },
      lock: (repos, id) => repos.backOffice.packages.lock(id),
      insert: (repos, input) => repos.backOffice.packages.insert(packageValues(input), givesOf(input)),
      update: (repos, id, input) => repos.backOffice.packages.update(id, packageValues(input), givesOf(input)),
      inputOf: packageInput,
      audited: packageInput,
      find: (repos, id) => repos.backOffice.packages.find(id),
    },
    catalogueChanged,
  );

  const branchValues = (input: OpsBranchBody): NewBranch => ({
    name: input.name,
    address: input.address,
    phone: input.phone,
    latitude: storedCoordinate('latitude', input.latitude, 90),
    longitude: storedCoordinate('longitude', input.longitude, 180),
    isActive: input.is_active ?? true,
  });

  const branchesEditor = catalogueEditor<Branch, OpsBranchDto, OpsBranchBody>(
    repositories,
    {
      entityType: 'branch',
      nameTaken: backOfficeMessages.branchTaken,
      check: async () => {},
      lock: (repos, id) => repos.backOffice.branches.lock(id),
      insert: (repos, input) => repos.backOffice.branches.insert(branchValues(input)),
      update: (repos, id, input) => repos.backOffice.branches.update(id, branchValues(input)),
      inputOf: (row) => ({
        name: row.name,
        address: row.address,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        is_active: row.isActive,
      }),
      audited: (row) => branchDto(row),
      find: async (repos, id) => {
        const row = await repos.backOffice.branches.find(id);
        return row && branchDto(row);
      },
    },
    catalogueChanged,
  );

  return {
    /** One page of items (archived too), by category then name; search is part of the name. */
    listItems: (query: OpsItemsQuery, limit: number, offset: number) => catalogue.items.page(query, limit, offset),
    createItem: itemsEditor.create,
    changeItem: itemsEditor.change,

    /** One page of categories, in price-list order. */
    listCategories: (limit: number, offset: number) => catalogue.categories.page(limit, offset),
    createCategory: categoriesEditor.create,
    changeCategory: categoriesEditor.change,

    /** One page of packages (archived too), in the site's order. */
    listPackages: (limit: number, offset: number) => catalogue.packages.page(limit, offset),
    createPackage: packagesEditor.create,
    changePackage: packagesEditor.change,

    /** One page of branches (archived too), by name. */
    async listBranches(limit: number, offset: number) {
      const { count, results } = await catalogue.branches.page(limit, offset);
      return { count, results: results.map(branchDto) };
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
    app.decorate('backOffice', backOfficeService(app.repositories, changed));
  },
  { name: 'back-office', dependencies: ['repositories', 'catalogue-repository', 'site-publishing'] },
);
