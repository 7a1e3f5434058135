import * as React from 'react';
import { useAtomValue } from 'jotai';
import { MenuButton, MenuButtonItem } from '@/design-system/MenuButton/MenuButton';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { statusLook } from '@laundry-accra/domain/status-looks';
import type { BookingStatus } from '@laundry-accra/domain/statuses';
import { offeredStatuses, overrideStatuses } from '@laundry-accra/domain/handover';
import { movesWhileJobsWait } from '@laundry-accra/domain/jobs';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/change-order-status';
import { useStatusMove } from './early-pickup-dialog';
import { OverrideReadyDialog, overrideLabel, type ReadyOverride } from './override-ready-dialog';

/** What an order needs for the moves a card offers: its status, the customer's choice and its jobs. */
export type MovableOrder = Pick<OpsBookingRowDto, 'status' | 'handover' | 'jobs'>;

/**
 * The moves a board card offers, by the order screen's rule: the pipeline's, as the customer chose
 * delivery or collection, and not into the wash while a job waits for its price or answer (the
 * server refuses that move). The menu and a drop onto a column both ask this.
 */
export const cardMoves = (order: MovableOrder): BookingStatus[] =>
  movesWhileJobsWait(offeredStatuses(order.status, order.handover), order.jobs);

export interface MoveOrderMenuProps {
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'status' | 'version' | 'pickup_date' | 'handover' | 'jobs'>;
  /** Cancelling needs a reason: the screen opens its dialog for this order. */
  onCancel: () => void;
}

/** What a menu item says for a move to `status`. */
export const moveLabel = (status: BookingStatus): string =>
  status === 'cancelled' ? 'Cancel order…' : `Move to ${statusLook(status).label}`;

/**
 * A card's menu of the moves the pipeline allows from the order's status, as the customer chose
 * delivery or collection (a keyboard opens it with Enter or Space and walks it with the arrows);
 * the other 'Ready for …' comes last, behind a dialog asking why; no move into the wash while a job
 * waits (`cardMoves`). Each move sends the version the
 * card shows; picking up ahead of the pickup day asks first.
 */
export function MoveOrderMenu({ order, onCancel }: MoveOrderMenuProps) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const [override, setOverride] = React.useState<ReadyOverride | null>(null);
  const moves = cardMoves(order);
  const overrides = overrideStatuses(order.status, order.handover);
  const pending = changeStatus.isPending && changeStatus.variables?.id === order.id;
  const statusMove = useStatusMove(order);
  if (moves.length === 0 && overrides.length === 0) return null;

  const move = (status: BookingStatus) => {
    if (status === 'cancelled') onCancel();
    else statusMove.move(status);
  };

  return (
    <>
      <MenuButton
        label={`Move ${order.order_number}`}
        disabled={pending}
        items={[
          ...moves.map((status) => (
            <MenuButtonItem key={status} onClick={() => move(status)} danger={status === 'cancelled'}>
              {moveLabel(status)}
            </MenuButtonItem>
          )),
          ...overrides.map((status) => (
            <MenuButtonItem key={status} onClick={() => setOverride({ order, status })}>
              {overrideLabel(status)}
            </MenuButtonItem>
          )),
        ]}
      >
        {pending ? <Spinner size="sm" label={`Moving ${order.order_number}`} /> : <>Move <span aria-hidden="true">▾</span></>}
      </MenuButton>
      {statusMove.dialog}
      <OverrideReadyDialog override={override} onClose={() => setOverride(null)} />
    </>
  );
}
