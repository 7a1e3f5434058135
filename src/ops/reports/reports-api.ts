/**
 * The Reports screen's calls: the takings and bookings reports as JSON, and their CSV downloads
 * (fetched with the staff member's token, then handed to the browser as a file).
 */
import type { ReportGroup } from '@laundry-accra/domain/schemas/back-office';
import { api, apiUrl, data } from '@/lib/api-client';
import { getAccessToken } from '@/lib/token-storage';
import { opsKeys, queryString } from '../api/query-keys';

/** What a report is asked for. */
export interface ReportFilter {
  from: string;
  to: string;
  group: ReportGroup;
  branch?: string;
}

/** The query of a report: the filter's fields only (a screen's filter may carry more). */
const reportQuery = (filter: ReportFilter) => ({ from: filter.from, to: filter.to, group: filter.group, branch: filter.branch });
const search = (filter: ReportFilter) => queryString(reportQuery(filter));

export const takingsQuery = (filter: ReportFilter) => ({
  queryKey: [...opsKeys.all, 'reports', 'takings', { ...filter }] as const,
  queryFn: () => data(api.GET('/api/ops/reports/takings/', { params: { query: reportQuery(filter) } })),
});

export const bookingsReportQuery = (filter: ReportFilter) => ({
  queryKey: [...opsKeys.all, 'reports', 'bookings', { ...filter }] as const,
  queryFn: () => data(api.GET('/api/ops/reports/bookings/', { params: { query: reportQuery(filter) } })),
});

/** Downloads `takings.csv` or `bookings.csv` for the filter as a file. */
export async function downloadReportCsv(report: 'takings' | 'bookings', filter: ReportFilter): Promise<void> {
  const response = await fetch(apiUrl(`/ops/reports/${report}.csv${search(filter)}`), {
    headers: { authorization: `Bearer ${getAccessToken() ?? ''}`, accept: 'text/csv' },
  });
  if (!response.ok) throw new Error('We could not prepare the download. Try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report}-${filter.from}-to-${filter.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
