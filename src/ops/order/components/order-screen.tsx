import { coverInWords } from '@laundry-accra/domain/allowance';
import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Badge } from '@/design-system/Badge/Badge';
import { Button } from '@/design-system/Button/Button';
import { Card } from '@/design-system/Card/Card';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { Heading } from '@/design-system/Heading/Heading';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Table } from '@/design-system/Table/Table';
import { formatMoney, formatPhone } from '@laundry-accra/domain/format';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { orderQueryAtom } from '@/ops/api/get-order';
import type { OpsScreenProps } from '@/ops/screen-props';
import { formatBookingPickup, pickupMoveInWords } from '@laundry-accra/domain/pickup-windows';
import { formatAccraTime } from '@/ops/components/accra-time';
import { ReadyByTags } from '@/ops/components/ready-by';
import { SERVICE_SPEED_NAMES } from '@laundry-accra/domain/service-speed';
import { bookingPickupInWords, pickupFeeName } from '@laundry-accra/domain/pickup-delivery';
import { HANDOVER_LABELS } from '@laundry-accra/domain/handover';
import { telLink, whatsAppLink } from '@/ops/components/contact-links';
import { RiderFacts } from '@/ops/components/rider-facts';
import { OrderActions } from './order-actions';
import { OrderPayment } from './order-payment';
import { OrderMessages } from './order-messages';
import { OrderTimeline } from './order-timeline';
import { OrderWeighing } from './order-weighing';
import { OrderJobPricing } from './order-job-pricing';
import { isPricedAtPickup, priceInWords, quantityInWords } from '@laundry-accra/domain/units';
import { JOB_STATUS_STAFF_WORDS } from '@laundry-accra/domain/jobs';

function OrderDetail({ order }: { order: OpsBookingDetailDto }) {
  const { customer } = order;
  // Pickup and delivery: its fee or why it is free; no line for an order with no fee to charge.
  const pickupLine = bookingPickupInWords(order, order.pickup_free_with_package ?? false);
  return (
    <>
      <PageHeader
        title={
          <>
            {order.order_number} <Badge status={order.status} />
          </>
        }
        actions={
          <Button as={Link} to={paths.ops.ticket(order.id)} variant="secondary">
            Print ticket
          </Button>
        }
      />
      <Actions aria-label="What to do next">
        <OrderActions order={order} />
      </Actions>
      <Columns>
        <Stack>
          <Card aria-labelledby="order-items-title">
            <Heading level={2} id="order-items-title">
              Items
            </Heading>
            <Table
              caption="Items"
              captionHidden
              columns={[
                {
                  id: 'item',
                  header: 'Item',
                  // Staff see what a package paid for, as the customer's receipt says it.
                  cell: (line) => (
                    <>
                      {line.covered_by && line.covered_quantity > 0
                        ? `${line.item_name} (${coverInWords(line.covered_by, line.covered_quantity, line.item_name)})`
                        : line.item_name}
                      {line.note && <LineNote>“{line.note}”</LineNote>}
                      {line.job_status && <LineNote>{JOB_STATUS_STAFF_WORDS[line.job_status]}</LineNote>}
                    </>
                  ),
                },
                {
                  id: 'quantity',
                  header: 'Quantity',
                  align: 'end',
                  cell: (line) => quantityInWords(line.unit, line.quantity, line.estimate),
                },
                {
                  id: 'total',
                  header: 'Total',
                  align: 'end',
                  // A job not priced yet is at its "from" price.
                  cell: (line) => (line.estimate && isPricedAtPickup(line.unit) ? priceInWords(line.unit, line.total) : formatMoney(line.total)),
                },
              ]}
              rows={order.items}
              rowKey={(line) => line.id}
            />
            <Total>
              <span>Sub total</span>
              <strong>{formatMoney(order.sub_total)}</strong>
            </Total>
            {order.service_speed === 'express' && (
              <Total>
                <span>{SERVICE_SPEED_NAMES.express}</span>
                <strong>{formatMoney(order.express_fee)}</strong>
              </Total>
            )}
            {pickupLine !== null && (
              <Total>
                <span>{pickupFeeName(order.handover)}</span>
                <strong>{pickupLine}</strong>
              </Total>
            )}
            {(order.service_speed === 'express' || pickupLine !== null) && (
              <Total>
                <span>Total</span>
                <strong>{formatMoney(order.total)}</strong>
              </Total>
            )}
            <OrderWeighing order={order} />
            <OrderJobPricing order={order} />
          </Card>
          <Card aria-labelledby="order-timeline-title">
            <Heading level={2} id="order-timeline-title">
              Timeline
            </Heading>
            <OrderTimeline events={order.events} />
          </Card>
          <Card aria-labelledby="order-messages-title">
            <Heading level={2} id="order-messages-title">
              Messages to the customer
            </Heading>
            <OrderMessages notifications={order.notifications} />
          </Card>
        </Stack>
        <Stack>
          <Card aria-labelledby="order-customer-title">
            <Heading level={2} id="order-customer-title">
              Customer
            </Heading>
            <DetailList>
              <dt>Name</dt>
              <dd>{customer.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
              {customer.phone && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={telLink(customer.phone)}>{formatPhone(customer.phone)}</a>
                    {' · '}
                    <a href={whatsAppLink(customer.phone)} target="_blank" rel="noreferrer">
                      WhatsApp
                    </a>
                  </dd>
                </>
              )}
            </DetailList>
          </Card>
          <Card aria-labelledby="order-pickup-title">
            <Heading level={2} id="order-pickup-title">
              Pickup and dropoff
            </Heading>
            <DetailList>
              <dt>Branch</dt>
              <dd>{order.branch.name}</dd>
              <dt>Pickup date</dt>
              <dd>{formatBookingPickup(order)}</dd>
              {order.pickup_moves.map((move) => (
                <React.Fragment key={move.at}>
                  <dt>Pickup moved</dt>
                  <dd>
                    {pickupMoveInWords(move)}: {move.reason}. The customer was told.
                  </dd>
                </React.Fragment>
              ))}
              <dt>Service</dt>
              <dd>
                {SERVICE_SPEED_NAMES[order.service_speed]}
                <ReadyByTags order={{ ...order, service_speed: 'standard' }} />
              </dd>
              <dt>Coming back</dt>
              <dd>
                <strong>{HANDOVER_LABELS[order.handover ?? 'delivery']}</strong>
                {order.handover === 'collection' && <> · the customer collects it at {order.branch.name}</>}
              </dd>
              <RiderFacts title="Pickup" place={order.pickup_address} />
              {order.dropoff_address &&
                (order.dropoff_address.id === order.pickup_address.id ? (
                  <>
                    <dt>Dropoff</dt>
                    <dd>Same as the pickup</dd>
                  </>
                ) : (
                  <RiderFacts title="Dropoff" place={order.dropoff_address} />
                ))}
              <dt>Booked</dt>
              <dd>{formatAccraTime(order.created_at)}</dd>
            </DetailList>
          </Card>
          <Card aria-labelledby="order-payment-title">
            <Heading level={2} id="order-payment-title">
              Payment
            </Heading>
            <OrderPayment order={order} />
          </Card>
        </Stack>
      </Columns>
    </>
  );
}

/** /ops/orders/{id}: everything about one order, and what staff can do with it next. */
export function OrderScreen({ id = '' }: OpsScreenProps) {
  const orderAtom = React.useMemo(() => orderQueryAtom(id), [id]);
  const order = useAtomValue(orderAtom);
  useDocumentTitle(order.data?.order_number ?? 'Order');
  return (
    <QueryView query={order} loadingLabel="Loading the order" errorTitle="We could not load this order.">
      {(data) => <OrderDetail order={data} />}
    </QueryView>
  );
}

const Actions = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/* One column, then two beside the navigation at 1280 px; columns never grow wider than the screen. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Under a job's name: what the customer asked for. */
const LineNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
