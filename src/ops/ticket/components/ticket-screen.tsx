import * as React from 'react';
import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { orderQueryAtom } from '@/ops/api/get-order';
import type { OpsScreenProps } from '@/ops/screen-props';
import { Ticket } from './ticket';

/*
 * The printer's page: a receipt roll 80 mm wide, as long as the ticket, nothing but the ticket.
 * `@page` stands outside `@media print` because it only ever applies to printing, and a CSSOM that
 * refuses it nested would drop the whole print block with it.
 * 1. Browsers print backgrounds off by default; white paper needs none, and the console's page
 *    colour must not reach the roll.
 * 2. A toast still on screen (fixed over the page) would print over the ticket.
 */
const ReceiptPrint = createGlobalStyle`
  @page {
    size: 80mm auto;
    margin: 4mm;
  }
  @media print {
    html,
    body {
      background: white; /* [1] */
      color: black;
    }
    [data-ui='toaster'] {
      display: none; /* [2] */
    }
  }
`;

/** /ops/orders/{id}/ticket: the bag's ticket, on its own page (no console frame), ready to print. */
export function TicketScreen({ id = '' }: OpsScreenProps) {
  const orderAtom = React.useMemo(() => orderQueryAtom(id), [id]);
  const order = useAtomValue(orderAtom);
  useDocumentTitle(order.data ? `Ticket ${order.data.order_number}` : 'Ticket');

  return (
    <Sheet>
      <ReceiptPrint />
      <Toolbar>
        <Link to={paths.ops.order(id)}>Back to the order</Link>
        <Button onClick={() => window.print()} disabled={!order.data}>
          Print
        </Button>
      </Toolbar>
      <QueryView query={order} loadingLabel="Loading the ticket" errorTitle="We could not load this order.">
        {(loaded) => <Ticket order={loaded} />}
      </QueryView>
    </Sheet>
  );
}

const Sheet = styled.main`
  padding: ${({ theme }) => theme.space[4]};

  @media print {
    padding: 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.sm};
  margin: 0 auto ${({ theme }) => theme.space[4]};

  @media print {
    display: none;
  }
`;
