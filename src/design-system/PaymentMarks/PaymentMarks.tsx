import * as React from 'react';
import styled from 'styled-components';

/**
 * The ways to pay, drawn as our own plain badges (words on a colour, not the providers' logos):
 * card, and the three mobile money wallets people in Ghana use.
 */
export const PAYMENT_MARKS = [
  { id: 'card', label: 'Card', background: '#1f2a30', color: '#ffffff' },
  { id: 'mtn', label: 'MTN MoMo', background: '#ffcb05', color: '#1f2a30' },
  { id: 'telecel', label: 'Telecel Cash', background: '#d6001c', color: '#ffffff' },
  { id: 'airteltigo', label: 'AirtelTigo Money', background: '#0b4ea2', color: '#ffffff' },
] as const;

/** 'Pay by card or mobile money' with a badge for each: where people decide how to pay. */
export function PaymentMarks({ label = 'Pay by card or mobile money' }: { label?: string }) {
  return (
    <Marks aria-label={label} data-ui="payment-marks">
      {PAYMENT_MARKS.map((mark) => (
        <Mark key={mark.id} style={{ background: mark.background, color: mark.color }}>
          {mark.label}
        </Mark>
      ))}
    </Marks>
  );
}

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Mark = styled.li`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
