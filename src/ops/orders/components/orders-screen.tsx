import * as React from 'react';
import { useLocation } from '@reach/router';
import { Link, navigate } from 'gatsby';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { filteredOrdersQueryAtom } from '@/ops/api/get-orders';
import { PageNav } from '@/ops/components/page-nav';
import type { OpsScreenProps } from '@/ops/screen-props';
import { OrderFilters } from './order-filters';
import { apiQuery, filtersFromSearch, nextOrdering, ORDERS_PAGE_SIZE, searchFromFilters, type OrdersFilters, type SortColumn } from '../orders-query';
import { OrdersTable } from './orders-table';

/** /ops/orders: every order, filtered, searched, sorted and paged, all of it kept in the URL. */
export function OrdersScreen(_props: OpsScreenProps) {
  useDocumentTitle('Orders');
  const location = useLocation();
  const filters = React.useMemo(() => filtersFromSearch(location.search), [location.search]);
  // One query atom for every filter and page (not an atom per query), so the last table stays on
  // screen while the next one loads; the URL's filters are handed to it as they change.
  const [queryAtom] = React.useState(() => atom(apiQuery(filters)));
  const [ordersAtom] = React.useState(() => filteredOrdersQueryAtom(queryAtom));
  const setQuery = useSetAtom(queryAtom);
  React.useEffect(() => setQuery(apiQuery(filters)), [filters, setQuery]);
  const orders = useAtomValue(ordersAtom);

  const show = (next: OrdersFilters) => void navigate(`${paths.ops.orders}${searchFromFilters(next)}`);
  // A new filter or sort starts again at the first page.
  const change = (changes: Partial<OrdersFilters>) => show({ ...filters, ...changes, page: undefined });
  const sort = (column: SortColumn) => change({ ordering: nextOrdering(filters.ordering, column) });
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && key !== 'ordering' && value !== undefined);

  return (
    <>
      <PageHeader title="Orders" actions={filtered && <Link to={paths.ops.orders}>Clear filters</Link>} />
      <OrderFilters filters={filters} onChange={change} />
      <QueryView query={orders} loadingLabel="Loading orders" errorTitle="We could not load the orders.">
        {(result) => (
          <>
            <OrdersTable orders={result.results} ordering={filters.ordering} onSort={sort} />
            <PageNav
              page={filters.page ?? 1}
              pageSize={ORDERS_PAGE_SIZE}
              count={result.count}
              noun={['order', 'orders']}
              onPage={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
