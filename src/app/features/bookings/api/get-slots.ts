/** GET /branches/{id}/slots/: the pickup windows of the next days, with the places left. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { data, publicApi } from '@/lib/api-client';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { PICKUP_DAYS_OFFERED } from '@laundry-accra/domain/pickup-windows';

/** Every branch's slots: a checkout refused for a full window refreshes them all. */
export const slotsQueryKey = ['slots'] as const;

/** The slots of `branch` for the days the checkout offers, from today in Accra. */
export const getSlots = (branch: string) => {
  const from = todayInAccra();
  const to = addDays(from, PICKUP_DAYS_OFFERED - 1);
  return data(publicApi.GET('/api/branches/{id}/slots/', { params: { path: { id: branch }, query: { from, to } } }));
};

/** A query atom of one branch's slots; create it once per branch (useMemo). */
export const slotsQueryAtom = (branch: string) =>
  atomWithQuery(() => ({
    queryKey: [...slotsQueryKey, branch] as const,
    queryFn: () => getSlots(branch),
    enabled: Boolean(branch),
    // Places change with every booking: read afresh each time the dialog asks.
    staleTime: 0,
  }));
