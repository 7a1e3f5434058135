import * as React from 'react';
import styled from 'styled-components';
import { formatMoney, formatPhone } from '@laundry-accra/domain/format';
import { quantityInWords } from '@laundry-accra/domain/units';
import { bookingPickupInWords, pickupFeeName } from '@laundry-accra/domain/pickup-delivery';
import { HANDOVER_LABELS } from '@laundry-accra/domain/handover';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { formatReadyBy, SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { paymentStateLabel } from '@laundry-accra/domain/payment-state';
import { paths } from '@/lib/paths';
import { OrderQrCode } from '@/ops/components/order-qr-code';
import { RiderFacts } from '@/ops/components/rider-facts';

/** The business's name as the bag's ticket prints it. */
export const TICKET_BUSINESS_NAME = 'Adom Laundry';

/**
 * What the bag's ticket prints under the items: the total, and where the payment stands in the
 * words every screen uses ('TOTAL GHC 67.50 · BALANCE DUE GHC 30.50'), in capitals for the printer.
 */
export function amountDue(order: Pick<OpsBookingDetailDto, 'total' | 'payment_state'>): string {
  return `TOTAL ${formatMoney(order.total)} · ${paymentStateLabel(order.payment_state).toUpperCase()}`;
}

/** The order's page in the console as an absolute URL, for a phone that scans the ticket. */
export const orderUrl = (id: string, origin: string = window.location.origin): string => `${origin}${paths.ops.order(id)}`;

/** The ticket tied to a laundry bag: who it belongs to, where it goes, what is in it, what is owed. */
export function Ticket({ order }: { order: OpsBookingDetailDto }) {
  const pickupLine = bookingPickupInWords(order, order.pickup_free_with_package ?? false);
  return (
    <Receipt data-ui="ticket" aria-label={`Ticket of ${order.order_number}`}>
      <Business>{TICKET_BUSINESS_NAME}</Business>
      <OrderNumber>{order.order_number}</OrderNumber>
      <OrderQrCode url={orderUrl(order.id)} label={`QR code of ${order.order_number}`} />
      <Facts>
        <dt>Customer</dt>
        <dd>{order.customer.name}</dd>
        {order.customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>{formatPhone(order.customer.phone)}</dd>
          </>
        )}
        <dt>Branch</dt>
        <dd>{order.branch.name}</dd>
        <dt>Pickup</dt>
        <dd>{formatBookingPickup(order)}</dd>
        <RiderFacts title="Pickup at" place={order.pickup_address} printed />
        {order.dropoff_address && order.dropoff_address.id !== order.pickup_address.id && (
          <RiderFacts title="Dropoff at" place={order.dropoff_address} printed />
        )}
        <dt>Service</dt>
        <dd>{SERVICE_SPEED_NAMES[order.service_speed]}</dd>
        <dt>Back by</dt>
        <dd>
          <strong>{HANDOVER_LABELS[order.handover ?? 'delivery']}</strong>
        </dd>
        {order.ready_by && (
          <>
            <dt>Ready by</dt>
            <dd>{formatReadyBy(order.ready_by)}</dd>
          </>
        )}
        {pickupLine !== null && (
          <>
            <dt>{pickupFeeName(order.handover)}</dt>
            <dd>{pickupLine}</dd>
          </>
        )}
      </Facts>
      <Items aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.item_name}
              {item.covered_by && item.covered_quantity > 0 ? ` (${item.covered_quantity} covered by ${item.covered_by})` : ''}
              {item.note ? ` “${item.note}”` : ''}
            </span>
            <Quantity>× {quantityInWords(item.unit, item.quantity, item.estimate)}</Quantity>
          </li>
        ))}
      </Items>
      <Due>{amountDue(order)}</Due>
    </Receipt>
  );
}

/*
 * The ticket is black on white everywhere (a thermal printer has no other colours), and 80 mm wide
 * less the page margins.
 * 1. The roll's printable width: 80 mm paper less 4 mm margins either side.
 */
const Receipt = styled.article`
  width: 72mm; /* [1] */
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} 0;
  background: white;
  color: black;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Business = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const OrderNumber = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 1px dashed black;
  border-bottom: 1px dashed black;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Quantity = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Due = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
