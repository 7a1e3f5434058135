import * as React from 'react';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { opsKeys } from '../api/query-keys';
import { followApiStream } from '@/lib/follow-api-stream';

/** Changes that arrive together (a burst of events) are fetched once, this long after the first. */
export const LIVE_BATCH_MS = 250;

/**
 * Follows GET /ops/events/ while the console is open: each booking change anyone makes refreshes
 * the board, the table, the open order, the day's figures and the customers' counts and totals
 * (the inactive ones when they are next shown), so the screen shows it within a
 * second or two without a reload. After a dropped connection everything is refreshed as well.
 */
export function useLiveUpdates(): void {
  const client = useAtomValue(queryClientAtom);
  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: opsKeys.orders });
        void client.invalidateQueries({ queryKey: opsKeys.summary });
        void client.invalidateQueries({ queryKey: opsKeys.customers });
      }, LIVE_BATCH_MS);
    };
    const stop = followApiStream('/ops/events/', {
      onEvent: refresh,
      onOpen: (again) => {
        if (again) refresh();
      },
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [client]);
}
