import * as React from 'react';
import { useAtom, useAtomValue } from 'jotai';
import styled from 'styled-components';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { TextField } from '@/design-system/TextField/TextField';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageNav } from '@/ops/components/page-nav';
import type { OpsScreenProps } from '@/ops/screen-props';
import { CUSTOMERS_PAGE_SIZE, customersQueryAtom, customersSearchAtom } from '../api/get-customers';
import { CustomersTable } from './customers-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the search runs. */
const SEARCH_PAUSE_MS = 300;

/** /ops/customers: every customer, searched by name, email or phone as staff type. */
export function CustomersScreen(_props: OpsScreenProps) {
  useDocumentTitle('Customers');
  const [query, setQuery] = useAtom(customersSearchAtom);
  const [typed, setTyped] = React.useState(query.search ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const customers = useAtomValue(customersQueryAtom);

  React.useEffect(() => {
    // A new search starts at its first page.
    setQuery((current) => ((current.search ?? '') === search ? current : { ...current, search: search || undefined, page: 1 }));
  }, [search, setQuery]);
  const page = query.page ?? 1;
  const showPage = (next: number) => setQuery((current) => ({ ...current, page: next }));

  return (
    <>
      <PageHeader title="Customers" />
      <Search role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label="Search customers"
          hint="Name, email or phone"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
        />
      </Search>
      <QueryView query={customers} loadingLabel="Loading customers" errorTitle="We could not load the customers.">
        {(result) => (
          <>
            <CustomersTable customers={result.results} emptyMessage={query.search ? `No customer matches “${query.search}”.` : 'No customers yet.'} />
            <PageNav page={page} pageSize={CUSTOMERS_PAGE_SIZE} count={result.count} noun={['customer', 'customers']} onPage={showPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

const Search = styled.form`
  max-width: ${({ theme }) => theme.sizes.sm};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
