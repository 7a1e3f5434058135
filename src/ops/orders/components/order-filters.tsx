import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { FilterGrid } from '@/design-system/FilterGrid/FilterGrid';
import { Select } from '@/design-system/Select/Select';
import { TextField } from '@/design-system/TextField/TextField';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { PAYMENT_STATES, paymentStateLabel } from '@laundry-accra/domain/payment-state';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import { useStaffMember } from '@/ops/session/staff-member';
import type { OrdersFilters } from '../orders-query';

export interface OrderFiltersProps {
  filters: OrdersFilters;
  /** Called with the changed filters (the page goes back to the first). */
  onChange: (changes: Partial<OrdersFilters>) => void;
}

/** The filters above the Orders table: status, branch, payment, pickup dates, and a search. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const member = useStaffMember();
  const branches = useAtomValue(branchesQueryAtom);
  const [search, setSearch] = React.useState(filters.search ?? '');

  // Back and forward change the URL under the field: show what the URL says.
  React.useEffect(() => {
    setSearch(filters.search ?? '');
  }, [filters.search]);

  const submitSearch = (event: React.FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() || undefined });
  };

  return (
    <FilterGrid>
      <SearchForm role="search" onSubmit={submitSearch}>
        <TextField
          label="Search"
          type="search"
          placeholder="ADM-10042, name, email or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </SearchForm>
      <Select label="Status" value={filters.status ?? ''} onChange={(event) => onChange({ status: (event.target.value || undefined) as OrdersFilters['status'] })}>
        <option value="">Any status</option>
        {BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLook(status).label}
          </option>
        ))}
      </Select>
      {!member.branch && (
        <Select label="Branch" value={filters.branch ?? ''} onChange={(event) => onChange({ branch: event.target.value || undefined })}>
          <option value="">All branches</option>
          {(branches.data ?? []).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </Select>
      )}
      <Select
        label="Payment"
        value={filters.payment_state ?? ''}
        onChange={(event) => onChange({ payment_state: (event.target.value || undefined) as OrdersFilters['payment_state'] })}
      >
        <option value="">Any payment</option>
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {paymentStateLabel({ state, amount: null })}
          </option>
        ))}
      </Select>
      <TextField
        label="Pickup from"
        type="date"
        value={filters.pickup_date_from ?? ''}
        onChange={(event) => onChange({ pickup_date_from: event.target.value || undefined })}
      />
      <TextField
        label="Pickup to"
        type="date"
        value={filters.pickup_date_to ?? ''}
        onChange={(event) => onChange({ pickup_date_to: event.target.value || undefined })}
      />
    </FilterGrid>
  );
}

/** The search has a row of its own; the filters share the next (FilterGrid). */
const SearchForm = styled.form`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 40rem;
  > :first-child {
    flex: 1;
  }
`;
