/**
 * The catalogue as the API serves it (GET /api/items/, GET /api/packages/) and the pages show it:
 * the contract's own types, so the built list, the refreshed list and the API cannot drift apart.
 */
import type { ItemDto, PackageDto } from '@laundry-accra/domain/schemas/catalogue';

/** A priced item of the pricing tables and the quote calculator. */
export type CatalogueItem = ItemDto;

/** A monthly package ('Something Light' is priced per kg); its description has one bullet per line. */
export type CataloguePackage = PackageDto;
