/** GET /ops/routes/: a branch's pickups of a day and window, in riding order. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { RouteSheetQuery } from '@laundry-accra/domain/schemas/route-sheet';
import { opsKeys } from '@/ops/api/query-keys';

export const getRouteSheet = (query: RouteSheetQuery) => data(api.GET('/api/ops/routes/', { params: { query } }));

/** Under the orders' key: a status change or a new booking (the live stream) refreshes the sheet too. */
export const routeSheetKey = (query: RouteSheetQuery) => [...opsKeys.orders, 'route-sheet', { ...query }] as const;

/** A query atom for one sheet; create it once per query (useMemo). Waits until a branch is known. */
export const routeSheetQueryAtom = (query: RouteSheetQuery, enabled: boolean) =>
  atomWithQuery(() => ({ queryKey: routeSheetKey(query), queryFn: () => getRouteSheet(query), enabled }));
