import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { isHandover, type Handover } from '@laundry-accra/domain/handover';
import { JOB_STATUSES, type JobStatus } from '@laundry-accra/domain/units';
import { BOOKING_STATUSES, isBookingStatus, nextStatuses, skipsAheadOfPickup, type BookingStatus } from '@laundry-accra/domain/statuses';
import { todayInAccra } from '@laundry-accra/domain/dates';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { changeStatusMutationAtom } from '@/ops/api/change-order-status';
import { ordersQueryAtom } from '@/ops/api/get-orders';
import { queryString } from '@/ops/api/query-keys';
import { CancelOrderDialog } from '@/ops/components/cancel-order-dialog';
import { EarlyPickupDialog } from '@/ops/components/early-pickup-dialog';
import { cardMoves } from '@/ops/components/move-order-menu';
import { ORDER_DRAG_TYPE, OrderCard } from './order-card';

/** The board's columns: every status an order can still move on from (not completed or cancelled). */
export const BOARD_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => nextStatuses(status).length > 0);

/** The most cards a column shows; the rest are a link away, on the Orders table. */
export const COLUMN_SIZE = 50;

/** A card dropped on a column: the order as the card showed it. */
export interface DroppedOrder {
  id: string;
  order_number: string;
  status: BookingStatus;
  version: number;
  pickup_date: string;
  /** Delivery or collection: a drop onto the other 'Ready for …' column changes nothing (the menu's override asks why). */
  handover: Handover;
  /** Its jobs: a drop onto Washing while one waits for its price or answer changes nothing. */
  jobs: OpsBookingRowDto['jobs'];
}

const isJobStatus = (value: unknown): value is JobStatus => (JOB_STATUSES as readonly unknown[]).includes(value);

/** The order a drop carries, if it is a board card's. */
function droppedOrder(event: React.DragEvent): DroppedOrder | undefined {
  try {
    const value = JSON.parse(event.dataTransfer.getData(ORDER_DRAG_TYPE)) as Partial<DroppedOrder>;
    if (
      typeof value.id === 'string' &&
      typeof value.order_number === 'string' &&
      isBookingStatus(value.status) &&
      typeof value.version === 'number' &&
      typeof value.pickup_date === 'string'
    ) {
      return {
        id: value.id,
        order_number: value.order_number,
        status: value.status,
        version: value.version,
        pickup_date: value.pickup_date,
        handover: isHandover(value.handover) ? value.handover : 'delivery',
        jobs: Array.isArray(value.jobs)
          ? value.jobs.filter((job): job is { job_status: JobStatus } => isJobStatus((job as { job_status?: unknown } | null)?.job_status))
          : [],
      };
    }
  } catch {
    // Not a card (a file, a link dragged from elsewhere): nothing to move.
  }
  return undefined;
}

interface ColumnProps {
  status: BookingStatus;
  branch: string | undefined;
  onCancel: (order: OpsBookingRowDto) => void;
  onDrop: (order: DroppedOrder, status: BookingStatus) => void;
}

function BoardColumn({ status, branch, onCancel, onDrop }: ColumnProps) {
  const ordersAtom = React.useMemo(
    () => ordersQueryAtom({ status, branch, page_size: COLUMN_SIZE, ordering: 'pickup_date' }),
    [status, branch],
  );
  const orders = useAtomValue(ordersAtom);
  const label = statusLook(status).label;
  const headingId = `board-${status}`;
  const count = orders.data?.count;
  return (
    <Column
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(ORDER_DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        const order = droppedOrder(event);
        if (order) onDrop(order, status);
      }}
    >
      <ColumnHeading id={headingId}>
        {label} {count !== undefined && <Count>{count}</Count>}
      </ColumnHeading>
      {orders.data?.results.length === 0 ? (
        <Empty>No orders</Empty>
      ) : orders.data ? (
        <Cards>
          {orders.data.results.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onCancel={onCancel} showBranch={branch === undefined} />
            </li>
          ))}
        </Cards>
      ) : orders.isError ? (
        <Note role="alert">{errorMessage(orders.error)}</Note>
      ) : (
        <Spinner size="sm" label={`Loading ${label.toLowerCase()} orders`} />
      )}
      {count !== undefined && count > COLUMN_SIZE && (
        <Link to={`${paths.ops.orders}${queryString({ status, branch })}`}>All {count} orders</Link>
      )}
    </Column>
  );
}

/**
 * The board: a column per open status, each card with the moves its order may make (its menu, or
 * a drag onto a column the pipeline, the customer's choice and the order's jobs allow, as its menu
 * does: `cardMoves`; a drop anywhere else changes nothing). A drop that would pick an order up
 * ahead of its pickup day asks first, as the menu does.
 */
export function OrderBoard({ branch }: { branch: string | undefined }) {
  const [cancelling, setCancelling] = React.useState<OpsBookingRowDto | null>(null);
  const [early, setEarly] = React.useState<DroppedOrder | null>(null);
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const move = (order: DroppedOrder, status: BookingStatus) => {
    if (!cardMoves(order).includes(status)) return;
    if (skipsAheadOfPickup(status, order.pickup_date, todayInAccra())) setEarly(order);
    else changeStatus.mutate({ id: order.id, body: { status, version: order.version } });
  };
  return (
    <>
      <Board>
        {BOARD_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} branch={branch} onCancel={setCancelling} onDrop={move} />
        ))}
      </Board>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      <EarlyPickupDialog order={early} onClose={() => setEarly(null)} />
    </>
  );
}

/*
 * The columns wrap rather than scroll sideways: four to a row beside the navigation at 1280 px,
 * two on a counter tablet, one above the other on a phone, so no column is ever out of sight.
 */
const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ColumnHeading = styled.h3`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Count = styled.span`
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/*
 * 1. From tablet width a busy column scrolls on its own, so the other columns and the day's
 *    pickups below stay within reach; the padding keeps the cards' focus rings inside it.
 */
const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    max-height: 70vh; /* [1] */
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${({ theme }) => theme.space[1]};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
