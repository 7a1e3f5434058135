/**
 * The catalogue as the static pages received it from the build (gatsby-node puts the API's or the
 * seed's records in the data layer) turned back into the API's shape, so the built list and the
 * browser's refreshed list are the same type.
 */
import type { CatalogueItem, CataloguePackage } from './catalogue-types';

/** A CatalogueItem node as a page query returns it. */
export interface CatalogueItemNode {
  apiId: string;
  name: string;
  price: string;
  category: { id: string; name: string };
}

/** A CataloguePackage node as a page query returns it. */
export interface CataloguePackageNode {
  apiId: string;
  name: string;
  price: string;
  quantity: number;
  description: string;
  image: string;
}

export const itemFromNode = ({ apiId, ...item }: CatalogueItemNode): CatalogueItem => ({ id: apiId, ...item });

export const packageFromNode = ({ apiId, ...pkg }: CataloguePackageNode): CataloguePackage => ({ id: apiId, ...pkg });
