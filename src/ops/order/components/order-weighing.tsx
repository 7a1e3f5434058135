import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { formatMoney } from '@laundry-accra/domain/format';
import { invalidQuantityMessage, isMeasuredAtPickup, isValidQuantity, measuringWords, quantityInWords } from '@laundry-accra/domain/units';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { canWeigh } from '@laundry-accra/domain/weighing';
import { ApiError } from '@/lib/api-client';
import { weighMutationAtom } from '@/ops/api/weigh-order';

type Line = OpsBookingDetailDto['items'][number];

/**
 * 'Record weight' for one per-kg line (the weighed kilograms), 'Record size' for one per-m² line
 * (the measured square metres), sent with the version the screen showed; the answer replaces the
 * order (new lines, total and what is due).
 */
function WeighLine({ order, line }: { order: OpsBookingDetailDto; line: Line }) {
  const weigh = useAtomValue(weighMutationAtom);
  const [value, setValue] = React.useState(String(line.quantity));
  const [error, setError] = React.useState<string>();
  const pending = weigh.isPending && weigh.variables?.id === order.id;
  const words = measuringWords(line.unit);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const quantity = Number(value);
    if (!value.trim() || !isValidQuantity(line.unit, quantity)) {
      setError(invalidQuantityMessage(line.unit));
      return;
    }
    setError(undefined);
    weigh.mutate(
      { id: order.id, body: { lines: [{ id: line.id, quantity }], version: order.version } },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(invalidQuantityMessage(line.unit));
        },
      },
    );
  };
  return (
    <Form onSubmit={onSubmit} aria-label={`${words.button} of ${line.item_name}`} noValidate>
      <TextField
        label={`${line.item_name}: ${words.field}`}
        hint={
          line.estimate
            ? `Customer's estimate: ${quantityInWords(line.unit, line.estimated_quantity ?? line.quantity)} (${formatMoney(line.total)})`
            : `${words.done}: ${quantityInWords(line.unit, line.quantity)} (${formatMoney(line.total)})`
        }
        error={error}
        type="number"
        inputMode="decimal"
        min={0.1}
        step={0.1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={pending}>
        {words.button}
      </Button>
    </Form>
  );
}

/** The order's measured lines (kg, m²), weighed or measured at pickup: shown while the order is picked up or washing. */
export function OrderWeighing({ order }: { order: OpsBookingDetailDto }) {
  const measured = order.items.filter((line) => isMeasuredAtPickup(line.unit));
  if (!measured.length || !canWeigh(order.status)) return null;
  return (
    <Weighing aria-label="Weighing">
      {measured.map((line) => (
        <WeighLine key={`${line.id}:${order.version}`} order={order} line={line} />
      ))}
    </Weighing>
  );
}

const Weighing = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  & > [data-ui='text-field'] {
    flex: 1 1 12rem;
  }
`;
