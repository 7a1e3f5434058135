import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { Caption } from '@/design-system/Caption/Caption';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { amountsInWords } from '@laundry-accra/domain/units';
import { formatDay } from '@/ops/components/accra-time';
import { MoveOrderMenu } from '@/ops/components/move-order-menu';
import { HANDOVER_LABELS } from '@laundry-accra/domain/handover';
import { JOB_STATUS_STAFF_WORDS, jobHoldsWork } from '@laundry-accra/domain/jobs';
import { orderAtRisk, ReadyByTags } from '@/ops/components/ready-by';
import { RiderFacts } from '@/ops/components/rider-facts';
import { orderQueryAtom } from '@/ops/api/get-order';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { useAtomValue } from 'jotai';

/** The drag data type of a board card: the order's id, status and version, as JSON. */
export const ORDER_DRAG_TYPE = 'application/x-adom-order';

export interface OrderCardProps {
  order: OpsBookingRowDto;
  onCancel: (order: OpsBookingRowDto) => void;
  /** Name the order's branch (the board shows every branch). */
  showBranch?: boolean;
}

/**
 * An order on the board: its number, customer, speed and ready time (flagged when at risk), how
 * it comes back (delivery, or collection at the branch, marked), a job waiting for its price or answer, pickup date, what is in the bag ('3.5 kg · 4 pieces'), its total and where its payment stands, and its moves. A mouse may also drag it onto a column; the menu is the way for a keyboard or a finger.
 * 'Rider details' opens what a rider needs of its addresses, read with the order when opened.
 */
export function OrderCard({ order, onCancel, showBranch = false }: OrderCardProps) {
  const waiting = order.jobs.find((job) => jobHoldsWork(job.job_status));
  const startDrag = (event: React.DragEvent) => {
    const dragged = {
      id: order.id,
      order_number: order.order_number,
      status: order.status,
      version: order.version,
      pickup_date: order.pickup_date,
      handover: order.handover,
      jobs: order.jobs,
    };
    event.dataTransfer.setData(ORDER_DRAG_TYPE, JSON.stringify(dragged));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <CardRoot aria-label={order.order_number} draggable onDragStart={startDrag} $atRisk={orderAtRisk(order)}>
      <Top>
        <OrderNumber to={paths.ops.order(order.id)}>{order.order_number}</OrderNumber>
      </Top>
      <Customer>{order.customer.name}</Customer>
      <PaymentState total={order.total} paymentState={order.payment_state} />
      {showBranch && <Caption as="p">{order.branch.name}</Caption>}
      <ReadyByTags order={order} />
      <Handover $collection={order.handover === 'collection'}>
        {HANDOVER_LABELS[order.handover ?? 'delivery']}
      </Handover>
      {waiting && (
        // Why the card offers no move into the wash (the order screen says the same beside the job).
        <Caption as="p">Job: {JOB_STATUS_STAFF_WORDS[waiting.job_status]}</Caption>
      )}
      <Bottom>
        <Caption as="p">
          {order.pickup_window ? formatBookingPickup(order) : formatDay(order.pickup_date)} · {amountsInWords(order.quantities)}
        </Caption>
        <MoveOrderMenu order={order} onCancel={() => onCancel(order)} />
      </Bottom>
      <RiderDisclosure id={order.id} />
    </CardRoot>
  );
}

/** The card's 'Rider details': the order is read only once someone opens it. */
function RiderDisclosure({ id }: { id: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Details onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>Rider details</summary>
      {open && <OrderRiderFacts id={id} />}
    </Details>
  );
}

function OrderRiderFacts({ id }: { id: string }) {
  const orderAtom = React.useMemo(() => orderQueryAtom(id), [id]);
  const { data, isError } = useAtomValue(orderAtom);
  if (isError) return <Caption as="p">We could not load the addresses.</Caption>;
  if (!data) return <Spinner size="sm" label="Loading the addresses" />;
  return (
    <RiderList>
      <RiderFacts title="Pickup" place={data.pickup_address} />
      {data.dropoff_address && data.dropoff_address.id !== data.pickup_address.id && <RiderFacts title="Dropoff" place={data.dropoff_address} />}
    </RiderList>
  );
}

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/* Terms above their details: a board column is narrow. */
const RiderList = styled.dl`
  margin: ${({ theme }) => theme.space[1]} 0 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }
`;

/* 1. An order at risk of missing its ready time stands out in its column by a danger edge. */
const CardRoot = styled.article<{ $atRisk: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme, $atRisk }) => ($atRisk ? `${theme.space[1]} solid ${theme.colors.danger}` : undefined)}; /* [1] */
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;
`;

/* The number stays on one line; in a narrow column the badge goes under it. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
`;

const OrderNumber = styled(Link)`
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Customer = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/* Collection stands out: it is the choice that changes the 'Ready for …' move. */
const Handover = styled.p<{ $collection: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $collection }) => ($collection ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $collection }) => ($collection ? theme.colors.ink : theme.colors.inkMuted)};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

