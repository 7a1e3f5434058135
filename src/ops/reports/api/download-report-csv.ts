/**
 * GET /ops/reports/takings.csv and /bookings.csv: a report as a file. The typed client reads JSON
 * only, so this call builds its URL with `apiUrl` (decision 031), sends the staff member's token
 * and hands the answer to the browser as a download.
 */
import { apiUrl } from '@/lib/api-client';
import { getAccessToken } from '@/lib/token-storage';
import { queryString } from '@/ops/api/query-keys';
import { reportQuery, type ReportFilter } from './report-filter';

/** Downloads `takings.csv` or `bookings.csv` for the filter as a file. */
export async function downloadReportCsv(report: 'takings' | 'bookings', filter: ReportFilter): Promise<void> {
  const response = await fetch(apiUrl(`/ops/reports/${report}.csv${queryString(reportQuery(filter))}`), {
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
