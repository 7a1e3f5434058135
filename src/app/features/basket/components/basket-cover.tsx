import * as React from 'react';
import styled from 'styled-components';
import { coverInWords } from '@laundry-accra/domain/allowance';
import { formatDate, formatMoney } from '@laundry-accra/domain/format';
import type { BasketCoverDto } from '@laundry-accra/domain/schemas/basket';
import { Card } from '@/design-system/Card/Card';
import { Heading } from '@/design-system/Heading/Heading';

export interface BasketCoverProps {
  cover: BasketCoverDto;
  /** The pickup date the cover was worked out for. */
  pickupDate: string;
}

/**
 * What the customer's package will cover of the basket, before checkout: one line per covered
 * item, what is left to pay, and the order the allowance covers in. Nothing when nothing is covered.
 */
export function BasketCover({ cover, pickupDate }: BasketCoverProps) {
  const covered = cover.lines.filter((line) => line.covered_by && line.covered_quantity > 0);
  if (covered.length === 0) return null;
  return (
    <Card aria-labelledby="basket-cover-title">
      <Heading level={2} id="basket-cover-title">
        Your package covers
      </Heading>
      <CoverList>
        {covered.map((line) => (
          <li key={line.id}>
            {coverInWords(line.covered_by!, line.covered_quantity, line.item_name)}
            {line.usage && <Usage> ({line.usage})</Usage>}
          </li>
        ))}
      </CoverList>
      <ToPay>To pay: {formatMoney(cover.sub_total)}</ToPay>
      {(cover.free_pickups_left > 0 || cover.express_upgrades_left > 0) && (
        <Small>
          Left this month: {cover.free_pickups_left} free {cover.free_pickups_left === 1 ? 'pickup' : 'pickups'} and deliveries,{' '}
          {cover.express_upgrades_left} free Express {cover.express_upgrades_left === 1 ? 'upgrade' : 'upgrades'}.
        </Small>
      )}
      <Small>
        {cover.order} Worked out for a pickup on {formatDate(pickupDate)}; checkout counts what is left
        on the pickup date you choose.
      </Small>
    </Card>
  );
}

const CoverList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.success};
`;

const Usage = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ToPay = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
