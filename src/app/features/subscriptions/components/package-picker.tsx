import * as React from 'react';
import { Link } from 'gatsby';
import { formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { PackageDto } from '@laundry-accra/domain/schemas/catalogue';
import { packagePriceSuffix } from '@laundry-accra/domain/catalogue';

/** The 'Subscribe to a Package' list: each package with its price and a Details link. */
export function PackagePicker({ packages }: { packages: readonly PackageDto[] }) {
  if (packages.length === 0) return <EmptyMessage>NO PACKAGES AVAILABLE.</EmptyMessage>;
  return (
    <RowList aria-label="Packages">
      {packages.map((pkg) => (
        <Row key={pkg.id}>
          <RowMain>
            <RowTitle>{pkg.name}</RowTitle>
            <RowMeta>
              {formatMoney(pkg.price)}
              {packagePriceSuffix(pkg.name)}
            </RowMeta>
          </RowMain>
          <Link to={paths.app.addSubscription(pkg.id)} aria-label={`Details of ${pkg.name}`}>
            Details
          </Link>
        </Row>
      ))}
    </RowList>
  );
}
