import * as React from 'react';
import styled from 'styled-components';

export interface QuantityStepperProps {
  /** What is counted ('Blazer'): names the group and its buttons ('One more Blazer'). */
  name: string;
  value: number;
  onLess: () => void;
  onMore: () => void;
  /** The least quantity; − is disabled there (1 by default). */
  min?: number;
  /** The most; + is disabled there. */
  max?: number;
  /** While a change is being saved, both buttons wait. */
  busy?: boolean;
  /** The quantity as shown, with its unit ('3.5 kg', '2 pairs'); the bare value by default. */
  valueText?: string;
}

/**
 * − quantity + for a line (the quote calculator, the basket): round buttons named for what they
 * change, and the quantity announced politely as it changes.
 */
export function QuantityStepper({ name, value, onLess, onMore, min = 1, max = Infinity, busy = false, valueText }: QuantityStepperProps) {
  return (
    <Stepper role="group" aria-label={`Quantity of ${name}`} data-ui="quantity-stepper">
      <RoundButton type="button" onClick={onLess} disabled={busy || value <= min} aria-label={`One less ${name}`}>
        <StepIcon d="M5 12h14" />
      </RoundButton>
      <output aria-live="polite">{valueText ?? value}</output>
      <RoundButton type="button" onClick={onMore} disabled={busy || value >= max} aria-label={`One more ${name}`}>
        <StepIcon d="M12 5v14M5 12h14" />
      </RoundButton>
    </Stepper>
  );
}

function StepIcon({ d }: { d: string }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  output {
    min-width: ${({ theme }) => theme.space[8]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

/** A round 40 px button, the stepper's and the quote's remove button's shared look. */
export const RoundButton = styled.button<{ $danger?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacities.disabled};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }
`;
