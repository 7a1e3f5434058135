import * as React from 'react';
import { MOBILE_MONEY_NETWORKS, MOBILE_MONEY_NETWORK_LABELS } from '@laundry-accra/domain/counter-payment';
import { HANDOVER_LABELS, HANDOVERS, type Handover } from '@laundry-accra/domain/handover';
import { countInWords } from '@laundry-accra/domain/units';
import type { UseQueryResult } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import toast from '@/lib/toast';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Heading } from '@/design-system/Heading/Heading';
import { FilterGrid } from '@/design-system/FilterGrid/FilterGrid';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { TextField } from '@/design-system/TextField/TextField';
import type { BookingsReportDto, TakingsRowDto } from '@laundry-accra/domain/schemas/back-office';
import { REPORT_GROUPS, type ReportGroup } from '@laundry-accra/domain/reports';
import { formatAmount, formatMoney } from '@laundry-accra/domain/format';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import type { OpsScreenProps } from '@/ops/screen-props';
import { isAdmin, useStaffMember } from '@/ops/session/staff-member';
import { BookingsByStatusChart, TakingsChart } from './report-charts';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../report-range';
import { downloadReportCsv } from '../api/download-report-csv';
import { bookingsReportQueryAtom } from '../api/get-bookings-report';
import { takingsReportQueryAtom } from '../api/get-takings-report';
import type { ReportFilter, ReportRequest } from '../api/report-filter';

const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Per day', week: 'Per week', month: 'Per month' };

const takingsColumns: TableColumn<TakingsRowDto>[] = [
  // Amounts without the currency (the caption names it) and the period on one line, so the seven
  // columns fit a counter tablet.
  { id: 'period', header: 'Period', cell: (r) => <NoWrap>{r.period}</NoWrap> },
  { id: 'online', header: 'Online', cell: (r) => formatAmount(r.online), align: 'end' },
  { id: 'cash', header: 'Cash', cell: (r) => formatAmount(r.cash), align: 'end' },
  { id: 'mobile_money', header: 'Mobile money', cell: (r) => formatAmount(r.mobile_money), align: 'end' },
  { id: 'card_terminal', header: 'Card terminal', cell: (r) => formatAmount(r.card_terminal), align: 'end' },
  { id: 'refunds', header: 'Refunds', cell: (r) => formatAmount(r.refunds), align: 'end' },
  { id: 'net', header: 'Net', cell: (r) => formatAmount(r.net), align: 'end' },
];

/**
 * /ops/reports: takings per period stacked by method and bookings per status, each chart with a
 * table of the same numbers (for screen readers and exact figures) and a CSV download. Admins
 * choose a branch or every branch; staff see their own branch.
 */
export default function ReportsScreen(_props: OpsScreenProps) {
  useDocumentTitle('Reports');
  const member = useStaffMember();
  const branches = useAtomValue(branchesQueryAtom);
  const [preset, setPreset] = React.useState<RangePreset>('last30');
  const [custom, setCustom] = React.useState(presetRange('last30'));
  const [group, setGroup] = React.useState<ReportGroup>('day');
  const [branch, setBranch] = React.useState('');
  const range = preset === 'custom' ? custom : presetRange(preset);
  const filter = React.useMemo<ReportFilter>(
    () => ({ from: range.from, to: range.to, group, branch: branch || undefined }),
    [range.from, range.to, group, branch],
  );
  const validRange = Boolean(range.from && range.to && range.from <= range.to);
  // One query atom per report for every filter: the screen hands them the filter as it changes.
  const [requestAtom] = React.useState(() => atom<ReportRequest>({ filter, enabled: validRange }));
  const [takingsAtom] = React.useState(() => takingsReportQueryAtom(requestAtom));
  const [bookingsAtom] = React.useState(() => bookingsReportQueryAtom(requestAtom));
  const setRequest = useSetAtom(requestAtom);
  React.useEffect(() => setRequest({ filter, enabled: validRange }), [filter, validRange, setRequest]);
  const takings = useAtomValue(takingsAtom);
  const bookings = useAtomValue(bookingsAtom);

  const download = (report: 'takings' | 'bookings') =>
    downloadReportCsv(report, filter).catch((error: Error) => toast.error(error.message));

  return (
    <>
      <PageHeader title="Reports" />
      <FilterGrid>
        <Select label="Dates" value={preset} onChange={(event) => setPreset(event.target.value as RangePreset)}>
          {RANGE_PRESETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        {preset === 'custom' && (
          <>
            <TextField label="From" type="date" value={custom.from} onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))} />
            <TextField
              label="To"
              type="date"
              value={custom.to}
              onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
              error={validRange ? undefined : 'Choose a day on or after the first day.'}
            />
          </>
        )}
        <Select label="Group" value={group} onChange={(event) => setGroup(event.target.value as ReportGroup)}>
          {REPORT_GROUPS.map((value) => (
            <option key={value} value={value}>
              {GROUP_LABELS[value]}
            </option>
          ))}
        </Select>
        {isAdmin(member) && (
          <Select label="Branch" value={branch} onChange={(event) => setBranch(event.target.value)}>
            <option value="">Every branch</option>
            {(branches.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        )}
      </FilterGrid>

      <ReportSection
        report="takings"
        title="Takings"
        query={takings}
        onDownload={download}
        canDownload={validRange}
        totals={(report) => [
          ['Net', formatMoney(report.totals.net)],
          ['Refunds', formatMoney(report.totals.refunds)],
          // Mobile money by network, for reconciling each wallet (decision 074).
          ...MOBILE_MONEY_NETWORKS.map((network): [string, string] => [
            MOBILE_MONEY_NETWORK_LABELS[network],
            formatMoney(report.totals[`mobile_money_${network}`]),
          ]),
        ]}
        chart={(report) => <TakingsChart report={report} />}
      >
        {(report) => <Table caption="Takings per period, by method (GHC)" columns={takingsColumns} rows={report.rows} rowKey={(r) => r.period} />}
      </ReportSection>

      <ReportSection
        report="bookings"
        title="Bookings"
        query={bookings}
        onDownload={download}
        canDownload={validRange}
        totals={(report) => [
          ['Bookings', String(report.bookings)],
          ['Average order', formatMoney(report.average_order_value)],
          ['New customers', String(report.new_customers)],
          ['Returning customers', String(report.returning_customers)],
        ]}
        chart={(report) => <BookingsByStatusChart report={report} />}
      >
        {(report) => (
          <Columns>
            <Table
              caption="Bookings per status"
              columns={[
                { id: 'status', header: 'Status', cell: ([status]: [string, number]) => statusLook(status).label },
                { id: 'n', header: 'Bookings', cell: ([, n]: [string, number]) => n, align: 'end' },
              ]}
              rows={Object.entries(report.by_status)}
              rowKey={([status]) => status}
            />
            <Table
              caption="Delivery or collection"
              columns={[
                { id: 'handover', header: 'Handover', cell: (handover: Handover) => HANDOVER_LABELS[handover] },
                { id: 'n', header: 'Bookings', cell: (handover: Handover) => report.by_handover[handover], align: 'end' },
              ]}
              rows={HANDOVERS}
              rowKey={(handover) => handover}
            />
            <Table
              caption="Per branch"
              columns={[
                { id: 'branch', header: 'Branch', cell: (b: (typeof report.by_branch)[number]) => b.branch },
                { id: 'n', header: 'Bookings', cell: (b: (typeof report.by_branch)[number]) => b.bookings, align: 'end' },
                { id: 'value', header: 'Value', cell: (b: (typeof report.by_branch)[number]) => formatMoney(b.value), align: 'end' },
              ]}
              rows={report.by_branch}
              rowKey={(b) => b.branch}
              emptyMessage="No bookings in these dates."
            />
            <TopItems caption="Top items by quantity" rows={report.top_items_by_quantity} header="Quantity" value={(t) => countInWords(t.unit, t.quantity)} />
            <TopItems caption="Top items by revenue" rows={report.top_items_by_revenue} header="Revenue" value={(t) => formatMoney(t.revenue)} />
          </Columns>
        )}
      </ReportSection>
    </>
  );
}

type TopItem = BookingsReportDto['top_items_by_quantity'][number];

/** A top-ten list of items, by the one figure it is ranked on. */
function TopItems({ caption, rows, header, value }: { caption: string; rows: TopItem[]; header: string; value: (item: TopItem) => React.ReactNode }) {
  return (
    <Table
      caption={caption}
      columns={[
        { id: 'item', header: 'Item', cell: (t: TopItem) => t.item },
        { id: 'figure', header, cell: value, align: 'end' },
      ]}
      rows={rows}
      rowKey={(t) => `${t.item}:${t.unit}`}
      emptyMessage="No items in these dates."
    />
  );
}

interface ReportSectionProps<R> {
  report: 'takings' | 'bookings';
  title: string;
  query: UseQueryResult<R>;
  onDownload: (report: 'takings' | 'bookings') => void;
  canDownload: boolean;
  /** The headline figures, as label and value. */
  totals: (report: R) => [string, string][];
  /** The chart (hidden from screen readers: the tables hold the same numbers). */
  chart: (report: R) => React.ReactNode;
  /** The tables of the report. */
  children: (report: R) => React.ReactNode;
}

/** One report: its heading and CSV download, then its figures, chart and tables once loaded. */
function ReportSection<R>({ report, title, query, onDownload, canDownload, totals, chart, children }: ReportSectionProps<R>) {
  const headingId = `${report}-heading`;
  return (
    <Section aria-labelledby={headingId}>
      <SectionHead>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <Button size="sm" variant="secondary" onClick={() => onDownload(report)} disabled={!canDownload}>
          Download CSV
        </Button>
      </SectionHead>
      <QueryView query={query} loadingLabel={`Loading ${report}`} errorTitle={`We could not load the ${report}.`}>
        {(data) => (
          <>
            <Totals>
              {totals(data).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Totals>
            <ChartBox aria-hidden="true" data-ui={`${report}-chart`}>
              {chart(data)}
            </ChartBox>
            {children(data)}
          </>
        )}
      </QueryView>
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const SectionHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/**
 * The headline figures as tiles, each label over its value, so a pair never splits across lines:
 * two to a row on a phone (the three mobile money networks included), more where they fit.
 */
const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const ChartBox = styled.div`
  width: 100%;
  min-height: 260px;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The report's tables side by side where they fit whole: 'Per branch' needs a value's full width. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr));
  align-items: start;
`;
