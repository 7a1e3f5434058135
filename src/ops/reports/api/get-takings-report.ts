/** GET /ops/reports/takings/: takings per period, online and at the counter by method, refunds and net. */
import type { Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { reportKeys, reportQuery, type ReportFilter, type ReportRequest } from './report-filter';

export const getTakingsReport = (filter: ReportFilter) =>
  data(api.GET('/api/ops/reports/takings/', { params: { query: reportQuery(filter) } }));

/** The takings report that `requestAtom` asks for; create it once per screen. */
export const takingsReportQueryAtom = (requestAtom: Atom<ReportRequest>) =>
  atomWithQuery((get) => {
    const { filter, enabled } = get(requestAtom);
    return { queryKey: reportKeys.report('takings', filter), queryFn: () => getTakingsReport(filter), enabled };
  });
