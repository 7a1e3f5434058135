import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';

export interface PageNavProps {
  /** The page shown, from 1. */
  page: number;
  /** Rows on a full page, as the list asked the API for. */
  pageSize: number;
  /** Rows in the whole list (the API's `count`). */
  count: number;
  /** What the list counts, singular and plural: ['customer', 'customers']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}

/** Previous and Next under a paginated list, with where the staff member is in it. */
export function PageNav({ page, pageSize, count, noun, onPage }: PageNavProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Bar aria-label="Pages">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} · {count} {count === 1 ? noun[0] : noun[1]}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
