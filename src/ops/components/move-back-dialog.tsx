import * as React from 'react';
import { useAtomValue } from 'jotai';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { MOVE_BACK_MESSAGES } from '@laundry-accra/domain/statuses';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { moveBackMutationAtom } from '../api/move-order-back';
import { formatAccraTime } from './accra-time';
import { ReasonDialog } from './reason-dialog';

export interface MoveBackDialogProps {
  /** The order whose last step is undone (its `move_back` says where to), or null when closed. */
  order: Pick<OpsBookingDetailDto, 'id' | 'order_number' | 'status' | 'version' | 'move_back'> | null;
  onClose: () => void;
}

/**
 * Undoing an order's last step: the reason is required (it stays in the timeline and the audit).
 * A message about the step not sent yet is withdrawn; a customer already told gets a correction.
 */
export function MoveBackDialog({ order, onClose }: MoveBackDialogProps) {
  const moveBack = useAtomValue(moveBackMutationAtom);
  const to = order?.move_back ? statusLook(order.move_back.to).label : '';
  const until = order?.move_back?.until ? ` You can do this until ${formatAccraTime(order.move_back.until).slice(-5)}.` : '';
  return (
    <ReasonDialog
      openFor={order && order.move_back !== null ? order.id : null}
      onClose={onClose}
      pending={moveBack.isPending && moveBack.variables?.id === order?.id}
      title={order ? `Move ${order.order_number} back to ${to}` : 'Move back'}
      description={`From ${order ? statusLook(order.status).label : ''} back to ${to}. If the customer was already told of this step, they get a correction by email and SMS; a message not sent yet is withdrawn.${until}`}
      submitLabel={`Move back to ${to}`}
      closeLabel="Keep it"
      label="Why is this step being undone?"
      required={MOVE_BACK_MESSAGES.reason}
      send={(reason, settled) => order && moveBack.mutate({ id: order.id, body: { version: order.version, reason } }, { onSettled: settled })}
    />
  );
}
