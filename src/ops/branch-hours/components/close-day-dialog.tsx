import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Checkbox } from '@/design-system/Checkbox/Checkbox';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { Spinner } from '@/design-system/Spinner/Spinner';
import {
  CLOSURE_MESSAGES,
  CLOSURE_SEARCH_DAYS,
  formatBookingPickup,
  formatPickupDay,
} from '@laundry-accra/domain/pickup-windows';
import type { ClosureMoveDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { errorMessage } from '@/lib/api-client';
import { addClosureMutationAtom } from '../api/add-closure';
import { closurePreviewQueryAtom } from '../api/get-closure-preview';

export interface CloseDayDialogProps {
  branch: string;
  /** The day to close and the reason customers see, or null when closed. */
  closing: { date: string; reason: string } | null;
  onClose: () => void;
  /** The day was closed. */
  onClosed: () => void;
}

/** A pickup place as every screen writes it: 'Mon, Nov 30 · 08:00–10:00'. */
const placeInWords = (place: ClosureMoveDto['from']) =>
  formatBookingPickup({
    pickup_date: place.date,
    pickup_window: place.window,
    pickup_window_end: place.window_end,
  });

/**
 * Closing a day: the bookings still to collect that day and the next open window each moves to
 * (worked out by the server, within capacity), shown before saving. With bookings, saving needs
 * the choice to move them; each customer is then told by email and SMS. A booking with no window
 * in reach stops the closure until it is moved by hand.
 */
export function CloseDayDialog({ branch, closing, onClose, onClosed }: CloseDayDialogProps) {
  return closing ? (
    <Open branch={branch} closing={closing} onClose={onClose} onClosed={onClosed} />
  ) : null;
}

function Open({
  branch,
  closing,
  onClose,
  onClosed,
}: CloseDayDialogProps & { closing: { date: string; reason: string } }) {
  const previewAtom = React.useMemo(
    () => closurePreviewQueryAtom(branch, closing.date),
    [branch, closing.date],
  );
  const preview = useAtomValue(previewAtom);
  const add = useAtomValue(addClosureMutationAtom);
  const [agreed, setAgreed] = React.useState(false);
  const [problem, setProblem] = React.useState<string | undefined>();
  const moves = preview.data?.moves ?? [];
  const stuck = moves.filter((move) => move.to === null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!preview.data) return;
    if (stuck.length) {
      setProblem(CLOSURE_MESSAGES.noWindow(stuck[0]!.order_number));
      return;
    }
    if (moves.length && !agreed) {
      setProblem(CLOSURE_MESSAGES.moveFirst(moves.length));
      return;
    }
    add.mutate(
      {
        branch,
        body: {
          date: closing.date,
          reason: closing.reason,
          ...(moves.length ? { move_bookings: true } : {}),
        },
      },
      { onSuccess: onClosed, onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <DialogForm
      open
      onClose={onClose}
      pending={add.isPending}
      title={`Close on ${formatPickupDay(closing.date)}?`}
      description={`Customers cannot book a pickup that day and see the reason: “${closing.reason}”.`}
      submitLabel={
        moves.length
          ? `Close and move ${moves.length === 1 ? '1 booking' : `${moves.length} bookings`}`
          : 'Close on this date'
      }
      closeLabel="Keep it open"
      onSubmit={submit}
    >
      {preview.isPending ? (
        <Spinner label="Looking for bookings on that day" />
      ) : preview.isError ? (
        <Problem role="alert">{errorMessage(preview.error)}</Problem>
      ) : moves.length === 0 ? (
        <Text>No bookings to collect that day.</Text>
      ) : (
        <>
          <Text>
            {moves.length === 1 ? '1 booking is' : `${moves.length} bookings are`} to be collected
            that day. Each moves to the next open window with room, and its customer is told by
            email and SMS:
          </Text>
          <Moves aria-label="Bookings to move">
            {moves.map((move) => (
              <li key={move.booking}>
                <strong>{move.order_number}</strong> · {move.customer}
                <br />
                {placeInWords(move.from)}
                <br />→{' '}
                {move.to ? (
                  <strong>{placeInWords(move.to)}</strong>
                ) : (
                  <Stuck>
                    no open window with room in the next {CLOSURE_SEARCH_DAYS} days: move it by hand
                    first
                  </Stuck>
                )}
              </li>
            ))}
          </Moves>
          {stuck.length === 0 && (
            <Checkbox
              label={`Move ${moves.length === 1 ? 'this booking' : `these ${moves.length} bookings`} and tell the customers`}
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setProblem(undefined);
              }}
              data-autofocus
            />
          )}
        </>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </DialogForm>
  );
}

const Text = styled.p`
  margin: 0;
`;

const Moves = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 16rem;
  overflow-y: auto;

  li {
    padding: ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Stuck = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
