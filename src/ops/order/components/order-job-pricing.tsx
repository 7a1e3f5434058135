import * as React from 'react';
import { useAtomValue } from 'jotai';
import { formatMoney } from '@laundry-accra/domain/format';
import { toPesewas } from '@laundry-accra/domain/money';
import { canPriceJobs, JOB_MESSAGES, jobHoldsWork } from '@laundry-accra/domain/jobs';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { priceJobsMutationAtom } from '@/ops/api/price-jobs';
import { OrderLineField, OrderLinesSection } from './order-line-field';

type Line = OpsBookingDetailDto['items'][number];

/** A price as typed ('45', '45.5', '45.00'), as the API takes it ('45.00'); undefined when it is not one. */
const priceText = (value: string): string | undefined => (/^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value).toFixed(2) : undefined);

/**
 * 'Set price' for one job (mending) at pickup: the price of the work the customer described, at
 * least its "from" price; the customer is told and accepts or refuses it in the app.
 */
function PriceJob({ order, line }: { order: OpsBookingDetailDto; line: Line }) {
  const priceJobs = useAtomValue(priceJobsMutationAtom);
  const from = line.from_price ?? line.total;
  return (
    <OrderLineField
      name={`Set the price of ${line.item_name}`}
      label={`${line.item_name}: price of the work (GHC)`}
      hint={
        line.job_status === 'awaiting_answer'
          ? `Priced ${formatMoney(line.total)}: waiting for the customer's answer. From ${formatMoney(from)}.`
          : `From ${formatMoney(from)}.${line.note ? ` The customer asks: “${line.note}”` : ''}`
      }
      button="Set price"
      initial={line.job_status === 'awaiting_answer' ? line.total : from}
      read={(text) => {
        const price = priceText(text);
        return price && toPesewas(price) >= toPesewas(from) ? price : undefined;
      }}
      refusal={JOB_MESSAGES.belowFrom(from)}
      send={(price, onError) =>
        priceJobs.mutate({ id: order.id, body: { lines: [{ id: line.id, price }], version: order.version } }, { onError })
      }
      pending={priceJobs.isPending && priceJobs.variables?.id === order.id}
      input={{ inputMode: 'decimal' }}
    />
  );
}

/**
 * The order's jobs, priced at pickup while it is picked up: work waits until the customer has
 * answered every price (the board refuses the move to washing until then).
 */
export function OrderJobPricing({ order }: { order: OpsBookingDetailDto }) {
  const jobs = order.items.filter((line) => jobHoldsWork(line.job_status));
  if (!jobs.length || !canPriceJobs(order.status)) return null;
  return (
    <OrderLinesSection aria-label="Jobs to price">
      {jobs.map((line) => (
        <PriceJob key={`${line.id}:${order.version}`} order={order} line={line} />
      ))}
    </OrderLinesSection>
  );
}
