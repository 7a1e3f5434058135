import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Badge } from '@/design-system/Badge/Badge';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { Card } from '@/design-system/Card/Card';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Heading } from '@/design-system/Heading/Heading';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { formatDate, formatMoney, formatPhone } from '@laundry-accra/domain/format';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import type { OpsBookingRowDto, OpsCustomerDetailDto } from '@laundry-accra/domain/schemas/ops';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { addressLine, mapLink, telLink, whatsAppLink } from '@/ops/components/contact-links';
import type { OpsScreenProps } from '@/ops/screen-props';
import { SubscriptionsTable } from '@/ops/components/subscriptions-table';
import { customerQueryAtom } from '../api/get-customer';

const bookingColumns: TableColumn<OpsBookingRowDto>[] = [
  { id: 'order', header: 'Order', cell: (booking) => <OrderLink to={paths.ops.order(booking.id)}>{booking.order_number}</OrderLink> },
  { id: 'pickup', header: 'Pickup', cell: (booking) => formatBookingPickup(booking) },
  { id: 'branch', header: 'Branch', cell: (booking) => booking.branch.name },
  { id: 'status', header: 'Status', cell: (booking) => <Badge status={booking.status} /> },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (booking) => <PaymentState total={booking.total} paymentState={booking.payment_state} layout="stacked" />,
  },
];

/** A customer's contact, with a call and a WhatsApp chat when they gave a phone number. */
function Contact({ customer }: { customer: OpsCustomerDetailDto }) {
  return (
    <DetailList>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        {customer.phone ? (
          <>
            <a href={telLink(customer.phone)}>{formatPhone(customer.phone)}</a>
            {' · '}
            <a href={whatsAppLink(customer.phone)} target="_blank" rel="noreferrer">
              WhatsApp
            </a>
          </>
        ) : (
          'Not given'
        )}
      </dd>
      <dt>Bookings</dt>
      <dd>{customer.bookings_count}</dd>
      <dt>Total paid</dt>
      <dd>{formatMoney(customer.total_paid)}</dd>
      <dt>Last booking</dt>
      <dd>{customer.last_booking_at ? formatDate(customer.last_booking_at) : 'None yet'}</dd>
    </DetailList>
  );
}

/** One customer's record: contact, bookings (each leading to its order), subscriptions, addresses. */
function CustomerRecord({ customer }: { customer: OpsCustomerDetailDto }) {
  return (
    <Stack>
      <PageHeader title={customer.name} actions={<Link to={paths.ops.customers}>All customers</Link>} />
      <Card aria-labelledby="customer-contact-title">
        <Heading level={2} id="customer-contact-title">
          Contact
        </Heading>
        <Contact customer={customer} />
      </Card>
      <Card aria-labelledby="customer-bookings-title">
        <Heading level={2} id="customer-bookings-title">
          Bookings
        </Heading>
        <Table
          caption="Bookings"
          captionHidden
          columns={bookingColumns}
          rows={customer.bookings}
          rowKey={(booking) => booking.id}
          emptyMessage="No bookings yet."
        />
      </Card>
      <Card aria-labelledby="customer-subscriptions-title">
        <Heading level={2} id="customer-subscriptions-title">
          Subscriptions
        </Heading>
        <SubscriptionsTable subscriptions={customer.subscriptions} withoutCustomer emptyMessage="No subscriptions." />
      </Card>
      <Card aria-labelledby="customer-addresses-title">
        <Heading level={2} id="customer-addresses-title">
          Addresses
        </Heading>
        {customer.addresses.length === 0 ? (
          <EmptyMessage>No saved addresses.</EmptyMessage>
        ) : (
          <DetailList>
            {customer.addresses.map((address) => (
              <React.Fragment key={address.id}>
                <dt>{address.address_name}</dt>
                <dd>
                  {addressLine(address)}
                  {' · '}
                  <a href={mapLink(address)} target="_blank" rel="noreferrer">
                    Open in a map
                  </a>
                </dd>
              </React.Fragment>
            ))}
          </DetailList>
        )}
      </Card>
    </Stack>
  );
}

/** /ops/customers/{id}: a customer's record for the counter. */
export function CustomerScreen({ id = '' }: OpsScreenProps) {
  const customerAtom = React.useMemo(() => customerQueryAtom(id), [id]);
  const customer = useAtomValue(customerAtom);
  useDocumentTitle(customer.data?.name ?? 'Customer');
  return (
    <QueryView query={customer} loadingLabel="Loading the customer" errorTitle="We could not load this customer.">
      {(loaded) => <CustomerRecord customer={loaded} />}
    </QueryView>
  );
}

/* minmax(0, 1fr): a wide table scrolls inside its card on a phone instead of widening the page. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

const OrderLink = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
