import * as React from 'react';
import { AllowanceMeterFill, AllowanceMeterLabel, AllowanceMeterRoot, AllowanceMeterTrack } from './AllowanceMeter.styles';

export interface AllowanceMeterProps {
  /** Items left in the period. */
  remaining: number;
  /** Items the period holds. */
  allowance: number;
  /** The sentence under the bar ('12 of 40 items left until Dec 24, 2026'). */
  label: string;
}

/** A bar of what is left of a package's allowance, with its sentence. */
export const AllowanceMeter = React.forwardRef<HTMLDivElement, AllowanceMeterProps>(function AllowanceMeter(
  { remaining, allowance, label },
  ref,
) {
  const share = allowance > 0 ? Math.min(1, Math.max(0, remaining / allowance)) : 0;
  const id = React.useId();
  return (
    <AllowanceMeterRoot ref={ref} data-ui="allowance-meter">
      <AllowanceMeterTrack
        role="meter"
        aria-valuemin={0}
        aria-valuemax={allowance}
        aria-valuenow={remaining}
        aria-labelledby={id}
      >
        <AllowanceMeterFill $share={share} />
      </AllowanceMeterTrack>
      <AllowanceMeterLabel id={id}>{label}</AllowanceMeterLabel>
    </AllowanceMeterRoot>
  );
});
AllowanceMeter.displayName = 'AllowanceMeter';
