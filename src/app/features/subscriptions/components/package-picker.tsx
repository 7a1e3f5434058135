import * as React from 'react';
import { Link } from 'gatsby';
import { formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage, Muted, Row, RowList, RowMain, RowTitle } from '@/app/components/page';
import type { Package } from '../types';
import { priceSuffix } from './package-detail';

/** The 'Subscribe to a Package' list: each package with its price and a Details link. */
export function PackagePicker({ packages }: { packages: readonly Package[] }) {
  if (packages.length === 0) return <EmptyMessage>NO PACKAGES AVAILABLE.</EmptyMessage>;
  return (
    <RowList aria-label="Packages">
      {packages.map((pkg) => (
        <Row key={pkg.id}>
          <RowMain>
            <RowTitle>{pkg.name}</RowTitle>
            <Muted>
              {formatMoney(pkg.price)}
              {priceSuffix(pkg.name)}
            </Muted>
          </RowMain>
          <Link to={paths.app.addSubscription(pkg.id)} aria-label={`Details of ${pkg.name}`}>
            Details
          </Link>
        </Row>
      ))}
    </RowList>
  );
}
