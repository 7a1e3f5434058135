import * as React from 'react';
import { JobAnswer } from './job-answer';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { BreakAfterDashes } from '@/lib/break-after-dashes';
import { Badge } from '@/design-system/Badge/Badge';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { formatMoney } from '@laundry-accra/domain/format';
import { bookingPickupInWords, pickupFeeName } from '@laundry-accra/domain/pickup-delivery';
import { canChangeHandover, handoverInWords } from '@laundry-accra/domain/handover';
import { formatBookingPickup, isCurrentPickupMove, pickupMoveInWords, PICKUP_MOVED_WORDS } from '@laundry-accra/domain/pickup-windows';
import type { PickupMoveDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { BUSINESS_PHONE } from '@laundry-accra/domain/business';
import { bookingTotal, formatReadyBy, SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { paths } from '@/lib/paths';
import { Card } from '@/design-system/Card/Card';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { Heading } from '@/design-system/Heading/Heading';
import type { BookingDetailDto, BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { BookingProgress, BookingTimeline } from './booking-progress';
import { coverInWords } from '@laundry-accra/domain/allowance';
import { NOTHING_DUE_NOTE } from '@laundry-accra/domain/payments';
import { isPaymentOwed } from '@laundry-accra/domain/payment-state';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { estimateNotes, isPricedAtPickup, measuredInWords, priceInWords, quantityInWords } from '@laundry-accra/domain/units';

/**
 * Payment closes once nothing is left to pay (SPEC §4's PAID): the server's payment state says
 * so. A per-kg booking paid on its estimate that weighed more is open again for the balance.
 */
export const isBookingPaid = (booking: Pick<BookingDto, 'payment_state'>) => !isPaymentOwed(booking.payment_state);

/**
 * A reference names a payment with the provider: it is shown once a payment has started (the
 * same one the payment dialog shows), never for the unpaid placeholder checkout makes.
 */
export const hasPaymentStarted = (booking: Pick<BookingDto, 'transaction'>) =>
  !!booking.transaction && booking.transaction.payment_status !== 'unpaid';

/** Only a booking nobody has started on can still be changed (and cancelled). */
export const isBookingEditable = (booking: Pick<BookingDto, 'status'>) => booking.status === 'pending';

/** Edit Booking is offered until the order is ready: past pending, for delivery or collection alone. */
export const canEditBooking = (booking: Pick<BookingDto, 'status'>) => canChangeHandover(booking.status);

/** A finished booking's items can go back into the basket in one press. */
export const canBookAgain = (booking: Pick<BookingDto, 'status'>) => booking.status === 'completed' || booking.status === 'cancelled';

/** A booking's pickup or dropoff address, as the customer saved it ('Home: 12 Oxford St, Osu'). */
export interface BookingPlaces {
  pickup?: string;
  dropoff?: string;
}

export interface BookingDetailProps {
  booking: BookingDetailDto;
  /** Where it is collected from and returned to; an address since deleted shows as such. */
  places?: BookingPlaces;
  /** 'Cancel booking', shown while the booking is pending. */
  cancelAction?: React.ReactNode;

  /** The 'Book again' control, shown for a completed or cancelled booking. */
  bookAgainAction?: React.ReactNode;
  /**
   * The payment control for an unpaid booking (the route passes the Make Payment button). A paid
   * booking shows the disabled green PAID button instead, whatever is passed.
   */
  paymentAction?: React.ReactNode;
}

/**
 * A booking: where it is in the pipeline, its order number (what to quote to the business),
 * branch, dates, status, payment status, items and total, and the timeline of its steps.
 */
export function BookingDetail({ booking, places, paymentAction, bookAgainAction, cancelAction }: BookingDetailProps) {
  const paid = isBookingPaid(booking);
  // Pickup and delivery: its fee or why it is free; no line for a booking with no fee to charge.
  const pickupLine = bookingPickupInWords(booking, booking.pickup_free_with_package ?? false);
  // The business moved the pickup to where it still is and it is still to come: told as the email told it.
  const lastMove = booking.pickup_moves.at(-1);
  const movedHere = booking.status === 'pending' && lastMove && isCurrentPickupMove(booking, lastMove) ? lastMove : undefined;
  return (
    <Card aria-labelledby="booking-items-title">
      <BookingProgress booking={booking} />
      {movedHere && <MovedPickupNote move={movedHere} />}
      <DetailList>
        <dt>Order number</dt>
        <dd>{booking.order_number}</dd>
        <dt>Branch</dt>
        <dd>{booking.branch.name}</dd>
        <dt>Pickup date</dt>
        <dd>{formatBookingPickup(booking)}</dd>
        {/* Earlier moves, or the last once the notice above is no longer shown. */}
        {booking.pickup_moves.filter((move) => move !== movedHere).map((move) => (
          <React.Fragment key={move.at}>
            <dt>Pickup moved</dt>
            <dd>
              {pickupMoveInWords(move)}. {PICKUP_MOVED_WORDS.apology(move.reason)}
            </dd>
          </React.Fragment>
        ))}
        <dt>Service</dt>
        <dd>{SERVICE_SPEED_NAMES[booking.service_speed ?? 'standard']}</dd>
        {booking.ready_by && (
          <>
            <dt>Ready by</dt>
            <dd>{formatReadyBy(booking.ready_by)}</dd>
          </>
        )}
        <dt>Coming back</dt>
        <dd>{handoverInWords(booking.handover ?? 'delivery', booking.branch.name)}</dd>
        {places && (
          <>
            <dt>Pickup address</dt>
            <dd>{places.pickup ?? 'An address you have since deleted'}</dd>
            {booking.handover !== 'collection' && (
              <>
                <dt>Dropoff address</dt>
                <dd>{places.dropoff ?? 'An address you have since deleted'}</dd>
              </>
            )}
          </>
        )}
        <dt>Status</dt>
        <dd>
          <Badge status={booking.status} />
        </dd>
        <dt>Payment</dt>
        <dd>
          <PaymentState total={booking.total} paymentState={booking.payment_state} />
        </dd>
        {hasPaymentStarted(booking) && booking.transaction?.reference && (
          <>
            <dt>Reference</dt>
            <dd>
              <Reference>
                <BreakAfterDashes text={booking.transaction.reference} />
              </Reference>
            </dd>
          </>
        )}
      </DetailList>

      <Heading level={2} id="booking-items-title">Items</Heading>
      <ItemsTable>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {booking.booking_items.map((line) => (
            <tr key={line.id}>
              <td>
                {line.item_name}
                {line.note && <CoverNote $muted>“{line.note}”</CoverNote>}
                {line.job_status && (
                  <CoverNote as="div">
                    <JobAnswer bookingId={booking.id} line={line} />
                  </CoverNote>
                )}
                {line.covered_by && line.covered_quantity > 0 ? (
                  <CoverNote>{coverInWords(line.covered_by, line.covered_quantity, line.item_name)}</CoverNote>
                ) : null}
              </td>
              <td>
                {quantityInWords(line.unit, line.quantity, line.estimate)}
                {!line.estimate && measuredInWords(line.unit, line.quantity, line.estimated_quantity) ? (
                  <CoverNote as="span" $muted>
                    {measuredInWords(line.unit, line.quantity, line.estimated_quantity)}
                  </CoverNote>
                ) : null}
              </td>
              <td>{line.estimate && isPricedAtPickup(line.unit) ? priceInWords(line.unit, line.total) : formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Sub total
            </th>
            <td>{formatMoney(booking.sub_total)}</td>
          </tr>
          {booking.service_speed === 'express' && (
            <tr>
              <th scope="row" colSpan={2}>
                {SERVICE_SPEED_NAMES.express}
              </th>
              <td>{formatMoney(booking.express_fee)}</td>
            </tr>
          )}
          {pickupLine !== null && (
            <tr>
              <th scope="row" colSpan={2}>
                {pickupFeeName(booking.handover)}
              </th>
              <td>{pickupLine}</td>
            </tr>
          )}
          {(booking.service_speed === 'express' || pickupLine !== null) && (
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td>{formatMoney(bookingTotal(booking))}</td>
            </tr>
          )}
        </tfoot>
      </ItemsTable>

      {booking.payment_state.state === 'covered' && <CoverNote role="note">{NOTHING_DUE_NOTE}</CoverNote>}
      {estimateNotes(booking.booking_items.filter((line) => line.estimate)).map((note) => (
        <CoverNote key={note} role="note" $muted>
          {note}
        </CoverNote>
      ))}
      {booking.payment_state.state === 'balance_due' && (
        <CoverNote role="note" $tone="warning">
          Weighed, measured or priced at pickup: the order now costs more than was paid. Pay the balance here or at the counter.
        </CoverNote>
      )}

      <BookingTimeline events={booking.events} />

      <ButtonRow>
        {booking.payment_state.state === 'paid' || booking.payment_state.state === 'covered' ? (
          <Button variant="success" disabled>
            PAID
          </Button>
        ) : (
          !paid && booking.status !== 'cancelled' && paymentAction
        )}
        {canBookAgain(booking) && bookAgainAction}
        {canEditBooking(booking) && (
          <Button as={Link} to={paths.app.editBooking(booking.id)} variant="secondary">
            Edit Booking
          </Button>
        )}
        {isBookingEditable(booking) && cancelAction}
      </ButtonRow>
    </Card>
  );
}

/**
 * The pickup the business moved (its branch closed that day), as the customer's email said it: that
 * it moved, why, and from when to when; and, as it is still to come, how to choose another time.
 */
function MovedPickupNote({ move }: { move: PickupMoveDto }) {
  return (
    <MovedNote role="note" aria-labelledby="pickup-moved-title">
      <MovedTitle id="pickup-moved-title">{PICKUP_MOVED_WORDS.title}</MovedTitle>
      <p>
        {PICKUP_MOVED_WORDS.apology(move.reason)} {pickupMoveInWords(move)}.
      </p>
      <p>
        If this time does not suit you, choose another with Edit Booking or call us on {BUSINESS_PHONE}.
      </p>
    </MovedNote>
  );
}

const MovedNote = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

const MovedTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** 'Covered by Solo: 3 × Shirt' under a line a package paid for. */
const CoverNote = styled.span<{ $muted?: boolean; $tone?: 'warning' }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $muted, $tone }) => ($tone === 'warning' ? theme.colors.warning : $muted ? theme.colors.inkMuted : theme.colors.success)};

  /* A note under the items (not a line's own note) keeps its distance from the timeline below. */
  &[role='note'] {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

/*
 * 1. Breaks only after its dash (BreakAfterDashes), never mid-run: its runs are kept whole.
 */
const Reference = styled.code`
  overflow-wrap: normal; /* [1] */
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ItemsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space[6]};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  thead th {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom: 0;
  }
`;
