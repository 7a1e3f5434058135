import * as React from 'react';
import styled from 'styled-components';
import { formatMoney } from '@laundry-accra/domain/format';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@laundry-accra/domain/payments';
import type { OpsSummaryDto } from '@laundry-accra/domain/schemas/ops';

/** The day's takings added up over every method. */
export function totalTakings(summary: OpsSummaryDto): string {
  const pesewas = Object.values(summary.takings_by_method).reduce((sum, amount) => sum + toPesewas(amount), 0);
  return fromPesewas(pesewas);
}

const methodLabel = (method: string) =>
  Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;

/** The figures at the top of Today: pickups today and tomorrow, what is unpaid, what came in. */
export function SummaryFigures({ summary }: { summary: OpsSummaryDto }) {
  const takings = Object.entries(summary.takings_by_method).filter(([, amount]) => toPesewas(amount) !== 0);
  return (
    <Figures aria-label="The day in figures">
      <Figure>
        <dt>Pickups today</dt>
        <dd>{summary.pickups_today}</dd>
      </Figure>
      <Figure>
        <dt>Pickups tomorrow</dt>
        <dd>{summary.pickups_tomorrow}</dd>
      </Figure>
      <Figure>
        <dt>Unpaid</dt>
        <dd>
          {summary.unpaid.count} <Small>· {formatMoney(summary.unpaid.total)}</Small>
        </dd>
      </Figure>
      <Figure>
        <dt>Taken today</dt>
        <dd>
          {formatMoney(totalTakings(summary))}
          {takings.length > 0 && (
            <Small as="span" $block>
              {takings.map(([method, amount]) => `${methodLabel(method)} ${formatMoney(amount)}`).join(' · ')}
            </Small>
          )}
        </dd>
      </Figure>
    </Figures>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Small = styled.small<{ $block?: boolean }>`
  display: ${({ $block }) => ($block ? 'block' : 'inline')};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
