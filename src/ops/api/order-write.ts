/**
 * A write staff make on an order (move it, take payment, weigh it, retry a refund). Every write
 * answers with the updated order: it replaces the cached detail, refreshes the lists and figures,
 * and says 'Success'; a refusal shows the server's sentence, and a 409 (someone else changed the
 * order) reloads the order so the screen shows what is true now.
 */
import toast from '@/lib/toast';
import type { QueryClient } from '@tanstack/react-query';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { ApiError, errorMessage, isFieldRefusal } from '@/lib/api-client';
import { opsKeys } from './query-keys';

/** A write on one order: which order, and what to send. */
export interface OrderWrite<Body> {
  id: string;
  body: Body;
}

/** Refreshes every list of orders and the day's figures (the order itself is set by the caller). */
export function refreshOrderLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...opsKeys.orders, 'list'] }),
    client.invalidateQueries({ queryKey: opsKeys.summary }),
  ]).then(() => undefined);
}

/**
 * The mutation atom of one kind of write (`key`), sending with `send`. With `fieldsOnForm`, a
 * refusal that names fields is left to the form, which shows each message on its field.
 */
export function orderWriteAtom<Body>(
  key: string,
  send: (write: OrderWrite<Body>) => Promise<OpsBookingDetailDto>,
  { fieldsOnForm = false }: { fieldsOnForm?: boolean } = {},
) {
  return atomWithMutation((get) => ({
    mutationKey: ['ops', 'orders', key],
    mutationFn: send,
    onSuccess: (order: OpsBookingDetailDto) => {
      const client = get(queryClientAtom);
      client.setQueryData(opsKeys.order(order.id), order);
      void refreshOrderLists(client);
      toast.success('Success');
    },
    onError: (error: unknown, write: OrderWrite<Body>) => {
      if (!(fieldsOnForm && isFieldRefusal(error))) toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        const client = get(queryClientAtom);
        void client.invalidateQueries({ queryKey: opsKeys.order(write.id) });
        void refreshOrderLists(client);
      }
    },
  }));
}
