import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Badge } from '@/design-system/Badge/Badge';
import { PaymentState } from '@/design-system/PaymentState/PaymentState';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowLink, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { ordersQueryAtom } from '@/ops/api/get-orders';
import { amountsInWords } from '@laundry-accra/domain/units';
import { formatPhone } from '@laundry-accra/domain/format';

/** Enough for a branch's day; a busier day is on the Orders table, filtered by date. */
const PICKUPS_SHOWN = 100;

/** The orders whose pickup is today (in Accra), at the branch shown. */
export function PickupsToday({ branch }: { branch: string | undefined }) {
  const today = todayInAccra();
  const pickupsAtom = React.useMemo(
    () =>
      ordersQueryAtom({ branch, pickup_date_from: today, pickup_date_to: today, page_size: PICKUPS_SHOWN, ordering: 'order_number' }),
    [branch, today],
  );
  const pickups = useAtomValue(pickupsAtom);
  return (
    <QueryView query={pickups} loadingLabel="Loading today's pickups" errorTitle="We could not load today's pickups.">
      {(page) =>
        page.results.length === 0 ? (
          <EmptyMessage>No pickups today.</EmptyMessage>
        ) : (
          <RowList aria-label="Today's pickups">
            {page.results.map((order) => (
              <Row key={order.id}>
                <RowMain>
                  <RowTitle>
                    <RowLink to={paths.ops.order(order.id)}>
                      {order.order_number} · {order.customer.name}
                    </RowLink>
                  </RowTitle>
                  <RowMeta>
                    {order.branch.name} · {amountsInWords(order.quantities)}
                    {order.customer.phone ? ` · ${formatPhone(order.customer.phone)}` : ''}
                  </RowMeta>
                </RowMain>
                <Badge status={order.status} />
                <PaymentState total={order.total} paymentState={order.payment_state} />
              </Row>
            ))}
          </RowList>
        )
      }
    </QueryView>
  );
}
