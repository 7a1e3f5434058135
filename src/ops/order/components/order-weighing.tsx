import * as React from 'react';
import { useAtomValue } from 'jotai';
import { formatMoney } from '@laundry-accra/domain/format';
import { invalidQuantityMessage, isMeasuredAtPickup, isValidQuantity, measuringWords, quantityInWords } from '@laundry-accra/domain/units';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { canWeigh } from '@laundry-accra/domain/weighing';
import { weighMutationAtom } from '@/ops/api/weigh-order';
import { OrderLineField, OrderLinesSection } from './order-line-field';

type Line = OpsBookingDetailDto['items'][number];

/**
 * 'Record weight' for one per-kg line (the weighed kilograms), 'Record size' for one per-m² line
 * (the measured square metres); the answer replaces the order (new lines, total and what is due).
 */
function WeighLine({ order, line }: { order: OpsBookingDetailDto; line: Line }) {
  const weigh = useAtomValue(weighMutationAtom);
  const words = measuringWords(line.unit);
  return (
    <OrderLineField
      name={`${words.button} of ${line.item_name}`}
      label={`${line.item_name}: ${words.field}`}
      hint={
        line.estimate
          ? `Customer's estimate: ${quantityInWords(line.unit, line.estimated_quantity ?? line.quantity)} (${formatMoney(line.total)})`
          : `${words.done}: ${quantityInWords(line.unit, line.quantity)} (${formatMoney(line.total)})`
      }
      button={words.button}
      initial={String(line.quantity)}
      read={(text) => (isValidQuantity(line.unit, Number(text)) ? Number(text) : undefined)}
      refusal={invalidQuantityMessage(line.unit)}
      send={(quantity, onError) =>
        weigh.mutate({ id: order.id, body: { lines: [{ id: line.id, quantity }], version: order.version } }, { onError })
      }
      pending={weigh.isPending && weigh.variables?.id === order.id}
      input={{ type: 'number', inputMode: 'decimal', min: 0.1, step: 0.1 }}
    />
  );
}

/** The order's measured lines (kg, m²), weighed or measured at pickup: shown while the order is picked up or washing. */
export function OrderWeighing({ order }: { order: OpsBookingDetailDto }) {
  const measured = order.items.filter((line) => isMeasuredAtPickup(line.unit));
  if (!measured.length || !canWeigh(order.status)) return null;
  return (
    <OrderLinesSection aria-label="Weighing">
      {measured.map((line) => (
        <WeighLine key={`${line.id}:${order.version}`} order={order} line={line} />
      ))}
    </OrderLinesSection>
  );
}
