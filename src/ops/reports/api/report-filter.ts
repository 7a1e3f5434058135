/** What a report is asked for, shared by the reports' JSON calls and their CSV downloads. */
import type { ReportGroup } from '@laundry-accra/domain/schemas/back-office';
import { opsKeys } from '@/ops/api/query-keys';

export interface ReportFilter {
  from: string;
  to: string;
  group: ReportGroup;
  branch?: string;
}

/** A report's filter, and whether it can be asked for yet (a custom range may be half typed). */
export interface ReportRequest {
  filter: ReportFilter;
  enabled: boolean;
}

/** The query of a report: the filter's fields only (a screen's filter may carry more). */
export const reportQuery = (filter: ReportFilter) => ({ from: filter.from, to: filter.to, group: filter.group, branch: filter.branch });

/** Query keys of the reports, under the console's tree. */
export const reportKeys = {
  report: (report: 'takings' | 'bookings', filter: ReportFilter) => [...opsKeys.all, 'reports', report, { ...filter }] as const,
};
