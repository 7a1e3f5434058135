import * as React from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { FilterGrid } from '@/design-system/FilterGrid/FilterGrid';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { TextField } from '@/design-system/TextField/TextField';
import type { AuditEntryDto } from '@laundry-accra/domain/schemas/back-office';
import { formatDateTime } from '@laundry-accra/domain/format';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Caption } from '@/design-system/Caption/Caption';
import { PageNav } from '@/ops/components/page-nav';
import type { OpsScreenProps } from '@/ops/screen-props';
import { AUDIT_PAGE_SIZE, auditQueryAtom, type AuditFilter } from '../api/get-audit';

/** The kinds of things the trail records, as the filter names them. */
const ENTITY_TYPES = [
  ['booking', 'Orders'],
  ['subscription', 'Subscriptions'],
  ['item', 'Items'],
  ['category', 'Categories'],
  ['package', 'Packages'],
  ['branch', 'Branches'],
  ['user', 'Staff accounts'],
] as const;

/**
 * A changed value as text: money and names as they are, a branch by its name (the entry's
 * branch_names, which hold the name of each branch id it mentions), objects as JSON.
 */
const shown = (value: unknown, names: AuditEntryDto['branch_names'] = {}) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'string' && value in names
        ? names[value]
        : String(value);

/** What the entry is about: 'item 1e000000', or the branch's name for a branch's own entry. */
const subject = (entry: AuditEntryDto) =>
  entry.entity_id in entry.branch_names ? `${entry.entity_type} ${entry.branch_names[entry.entity_id]}` : `${entry.entity_type} ${entry.entity_id.slice(0, 8)}`;

/** The fields of a row that changed, one line each: 'price: 12.00 → 15.00', 'branch: Osu → Adum'. */
function Changes({ entry }: { entry: AuditEntryDto }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (!fields.length) return <>No field changed</>;
  return (
    <ChangeList>
      {fields.map((field) => (
        <li key={field}>
          <strong>{field}</strong>: {field in entry.before ? `${shown(entry.before[field], entry.branch_names)} → ` : ''}
          {shown(entry.after[field], entry.branch_names)}
        </li>
      ))}
    </ChangeList>
  );
}

/** /ops/audit (admins): who changed what and when, newest first, with filters. */
export function AuditScreen(_props: OpsScreenProps) {
  useDocumentTitle('Audit trail');
  const [filterAtom] = React.useState(() => atom<AuditFilter>({ page: 1 }));
  const [auditAtom] = React.useState(() => auditQueryAtom(filterAtom));
  const filter = useAtomValue(filterAtom);
  const setFilter = useSetAtom(filterAtom);
  const audit = useAtomValue(auditAtom);
  const set = (changes: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...changes, page: changes.page ?? 1 }));

  const columns: TableColumn<AuditEntryDto>[] = [
    // Four columns, the second line of each saying more, so a change reads across a tablet.
    {
      id: 'at',
      header: 'When',
      cell: (e) => (
        <>
          {formatDateTime(e.at)}
          <Caption block>from {e.ip}</Caption>
        </>
      ),
    },
    { id: 'actor', header: 'Who', cell: (e) => e.actor.name },
    {
      id: 'action',
      header: 'What',
      cell: (e) => (
        <>
          {e.action}
          <Caption block>
            <Code>{subject(e)}</Code>
          </Caption>
        </>
      ),
    },
    { id: 'changes', header: 'Changes', cell: (e) => <Changes entry={e} /> },
  ];

  return (
    <>
      <PageHeader title="Audit trail" />
      <FilterGrid>
        <Select label="Record type" value={filter.entity_type ?? ''} onChange={(event) => set({ entity_type: event.target.value || undefined })}>
          <option value="">Every type</option>
          {ENTITY_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <TextField label="Record id" value={filter.entity_id ?? ''} onChange={(event) => set({ entity_id: event.target.value.trim() || undefined })} />
        <TextField label="From" type="date" value={filter.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} />
        <TextField label="To" type="date" value={filter.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} />
      </FilterGrid>
      <QueryView query={audit} loadingLabel="Loading the audit trail" errorTitle="We could not load the audit trail.">
        {(result) => (
          <>
            <Table caption="Audit trail" captionHidden columns={columns} rows={result.results} rowKey={(e) => String(e.id)} emptyMessage="Nothing recorded for these filters." />
            <PageNav page={filter.page ?? 1} pageSize={AUDIT_PAGE_SIZE} count={result.count} noun={['change', 'changes']} onPage={(page) => set({ page })} />
          </>
        )}
      </QueryView>
    </>
  );
}

const ChangeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;
