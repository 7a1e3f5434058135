import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { formatMoney } from '@laundry-accra/domain/format';
import { toPesewas } from '@laundry-accra/domain/money';
import { canPriceJobs, JOB_MESSAGES, jobHoldsWork } from '@laundry-accra/domain/jobs';
import type { OpsBookingDetailDto } from '@laundry-accra/domain/schemas/ops';
import { ApiError } from '@/lib/api-client';
import { priceJobsMutationAtom } from '@/ops/api/price-jobs';

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
  const [value, setValue] = React.useState(line.job_status === 'awaiting_answer' ? line.total : from);
  const [error, setError] = React.useState<string>();
  const pending = priceJobs.isPending && priceJobs.variables?.id === order.id;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const price = priceText(value);
    if (!price || toPesewas(price) < toPesewas(from)) {
      setError(JOB_MESSAGES.belowFrom(from));
      return;
    }
    setError(undefined);
    priceJobs.mutate(
      { id: order.id, body: { lines: [{ id: line.id, price }], version: order.version } },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(JOB_MESSAGES.belowFrom(from));
        },
      },
    );
  };
  return (
    <Form onSubmit={onSubmit} aria-label={`Set the price of ${line.item_name}`} noValidate>
      <TextField
        label={`${line.item_name}: price of the work (GHC)`}
        hint={
          line.job_status === 'awaiting_answer'
            ? `Priced ${formatMoney(line.total)}: waiting for the customer's answer. From ${formatMoney(from)}.`
            : `From ${formatMoney(from)}.${line.note ? ` The customer asks: “${line.note}”` : ''}`
        }
        error={error}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={pending}>
        Set price
      </Button>
    </Form>
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
    <Jobs aria-label="Jobs to price">
      {jobs.map((line) => (
        <PriceJob key={`${line.id}:${order.version}`} order={order} line={line} />
      ))}
    </Jobs>
  );
}

const Jobs = styled.section`
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
