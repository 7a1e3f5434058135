import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { formatMoney } from '@laundry-accra/domain/format';
import { isValidQuantity, quantityInWords } from '@laundry-accra/domain/catalogue';
import { messages } from '@laundry-accra/domain/rules';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { canWeigh } from '@laundry-accra/domain/weighing';
import { ApiError } from '@/lib/api-client';
import { weighMutationAtom } from '@/ops/api/weigh-order';

type Line = OpsBookingDetailDto['items'][number];

/**
 * 'Record weight' for one per-kg line: the weighed kilograms, sent with the version the screen
 * showed; the answer replaces the order (new lines, total and what is due).
 */
function WeighLine({ order, line }: { order: OpsBookingDetailDto; line: Line }) {
  const weigh = useAtomValue(weighMutationAtom);
  const [value, setValue] = React.useState(String(line.quantity));
  const [error, setError] = React.useState<string>();
  const pending = weigh.isPending && weigh.variables?.id === order.id;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const quantity = Number(value);
    if (!value.trim() || !isValidQuantity('kg', quantity)) {
      setError(messages.basketAdd.weight);
      return;
    }
    setError(undefined);
    weigh.mutate(
      { id: order.id, body: { lines: [{ id: line.id, quantity }], version: order.version } },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(messages.basketAdd.weight);
        },
      },
    );
  };
  return (
    <Form onSubmit={onSubmit} aria-label={`Record weight of ${line.item_name}`} noValidate>
      <TextField
        label={`${line.item_name}: weighed kg`}
        hint={
          line.estimate
            ? `Customer's estimate: ${quantityInWords('kg', line.estimated_quantity ?? line.quantity)} (${formatMoney(line.total)})`
            : `Weighed: ${quantityInWords('kg', line.quantity)} (${formatMoney(line.total)})`
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
        Record weight
      </Button>
    </Form>
  );
}

/** The order's per-kg lines, weighed at pickup: shown while the order is picked up or washing. */
export function OrderWeighing({ order }: { order: OpsBookingDetailDto }) {
  const perKg = order.items.filter((line) => line.unit === 'kg');
  if (!perKg.length || !canWeigh(order.status)) return null;
  return (
    <Weighing aria-label="Weighing">
      {perKg.map((line) => (
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
