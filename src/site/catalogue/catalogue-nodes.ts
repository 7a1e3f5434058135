/**
 * The catalogue as the static pages received it from the build (gatsby-node puts the API's or the
 * seed's records in the data layer) turned back into the API's shape, so the built list and the
 * browser's refreshed list are the same type.
 */
import { graphql } from 'gatsby';
import type { CatalogueItem, CataloguePackage } from './catalogue-types';

/** What a page query asks of each item and package: `nodes { ...CatalogueItemFields }`. */
export const catalogueFragments = graphql`
  fragment CatalogueItemFields on CatalogueItem {
    apiId
    name
    price
    unit
    category {
      id
      name
    }
  }
  fragment CataloguePackageFields on CataloguePackage {
    apiId
    name
    price
    quantity
    description
    image
  }
`;

/** A CatalogueItem node as a page query returns it: the item, its id under `apiId`. */
export type CatalogueItemNode = Omit<CatalogueItem, 'id'> & { apiId: string };

/** A CataloguePackage node as a page query returns it: the package, its id under `apiId`. */
export type CataloguePackageNode = Omit<CataloguePackage, 'id'> & { apiId: string };

export const itemFromNode = ({ apiId, ...item }: CatalogueItemNode): CatalogueItem => ({ id: apiId, ...item });

export const packageFromNode = ({ apiId, ...pkg }: CataloguePackageNode): CataloguePackage => ({ id: apiId, ...pkg });
