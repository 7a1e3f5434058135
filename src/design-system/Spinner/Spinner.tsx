import * as React from 'react';
import {
  SpinnerLabel,
  SpinnerRing,
  SpinnerRoot,
  type SpinnerSize,
  type SpinnerTone,
} from './Spinner.styles';

export type { SpinnerSize, SpinnerTone };

export interface SpinnerProps extends Omit<React.HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diameter of the ring: sm sits inside buttons, md in cards, lg for a whole page. */
  size?: SpinnerSize;
  /** Brand teal on a page; 'inherit' takes the text colour around it (white inside a primary button). */
  tone?: SpinnerTone;
  /** What is loading, read out by screen readers (never shown). */
  label?: string;
  /** Hide from assistive technology when something else already announces the busy state (a button with aria-busy). */
  decorative?: boolean;
}

/** A turning ring that tells the user something is loading. */
export const Spinner = React.forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', tone = 'brand', label = 'Loading', decorative = false, ...rest },
  ref,
) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status' };
  return (
    <SpinnerRoot ref={ref} data-ui="spinner" $tone={tone} {...a11y} {...rest}>
      <SpinnerRing $size={size} />
      {!decorative && <SpinnerLabel>{label}</SpinnerLabel>}
    </SpinnerRoot>
  );
});
Spinner.displayName = 'Spinner';
