/** GET /ops/reports/bookings/: bookings per period and status. */
import type { Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { reportKeys, reportQuery, type ReportFilter, type ReportRequest } from './report-filter';

export const getBookingsReport = (filter: ReportFilter) =>
  data(api.GET('/api/ops/reports/bookings/', { params: { query: reportQuery(filter) } }));

/** The bookings report that `requestAtom` asks for; create it once per screen. */
export const bookingsReportQueryAtom = (requestAtom: Atom<ReportRequest>) =>
  atomWithQuery((get) => {
    const { filter, enabled } = get(requestAtom);
    return { queryKey: reportKeys.report('bookings', filter), queryFn: () => getBookingsReport(filter), enabled };
  });
