import * as React from 'react';
import styled from 'styled-components';
import { formatDate } from '@laundry-accra/domain/format';

export interface DashboardSummaryProps {
  today: Date;
  /** Each count is undefined while it loads. */
  bookings: number | undefined;
  subscriptions: number | undefined;
  basketItems: number | undefined;
}

/** Today's date and the three totals at the top of the dashboard. */
export function DashboardSummary({ today, bookings, subscriptions, basketItems }: DashboardSummaryProps) {
  const tiles = [
    { label: 'Total bookings', value: bookings },
    { label: 'Total subscriptions', value: subscriptions },
    { label: 'Basket items', value: basketItems },
  ];
  return (
    <section aria-label="Summary">
      <Today>
        Today is <time dateTime={today.toISOString().slice(0, 10)}>{formatDate(today)}</time>
      </Today>
      <Tiles>
        {tiles.map((tile) => (
          <Tile key={tile.label}>
            <TileValue aria-busy={tile.value === undefined || undefined}>{tile.value ?? '–'}</TileValue>
            <TileLabel>{tile.label}</TileLabel>
          </Tile>
        ))}
      </Tiles>
    </section>
  );
}

const Today = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column-reverse;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const TileValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const TileLabel = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
