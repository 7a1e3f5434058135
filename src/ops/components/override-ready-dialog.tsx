import * as React from 'react';
import { useAtomValue } from 'jotai';
import { HANDOVER_MESSAGES, type Handover } from '@laundry-accra/domain/handover';
import { statusLook } from '@laundry-accra/domain/status-looks';
import type { BookingStatus } from '@laundry-accra/domain/statuses';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/change-order-status';
import { ReasonDialog } from './reason-dialog';

/** A move against the customer's choice of delivery or collection: the order and the status wanted. */
export interface ReadyOverride {
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'version'> & { handover: Handover };
  status: BookingStatus;
}

/** What the customer chose, as the dialog reminds staff of it. */
const CHOSEN: { readonly [H in Handover]: string } = {
  delivery: 'The customer asked for delivery to their address.',
  collection: 'The customer chose to collect it at the branch.',
};

/** What a button or menu item says for an override: 'Ready for Pickup instead…'. */
export const overrideLabel = (status: BookingStatus): string =>
  `${statusLook(status).label} instead…`;

/**
 * The other 'Ready for …' than the customer chose: a deliberate step, with the reason required
 * (the customer is told it by email and SMS); made only if nobody changed the order since.
 */
export function OverrideReadyDialog({ override, onClose }: { override: ReadyOverride | null; onClose: () => void }) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const label = override ? statusLook(override.status).label : '';
  return (
    <ReasonDialog
      openFor={override ? `${override.order.id}:${override.status}` : null}
      onClose={onClose}
      pending={changeStatus.isPending && changeStatus.variables?.id === override?.order.id}
      title={override ? `${label}: ${override.order.order_number}` : 'Against the customer’s choice'}
      description={override ? `${CHOSEN[override.order.handover]} They are told this reason by email and SMS.` : undefined}
      submitLabel={`Move to ${label}`}
      closeLabel="Keep as it is"
      required={HANDOVER_MESSAGES.overrideReason}
      send={(note, settled) =>
        override &&
        changeStatus.mutate({ id: override.order.id, body: { status: override.status, version: override.order.version, note } }, { onSettled: settled })
      }
    />
  );
}
