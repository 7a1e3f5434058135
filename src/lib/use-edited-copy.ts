import * as React from 'react';

/**
 * A form's working copy of a value the server gave (`saved`): edits change the copy; a new `saved`
 * (another object: a refetch, another record) starts the copy again from it. Derived while
 * rendering rather than copied in an effect: Preact runs effects after the next paint, so an effect
 * that copied `saved` in could put back what was typed in that gap (docs/decisions/083).
 */
export function useEditedCopy<T>(saved: T): [T, (change: T | ((current: T) => T)) => void] {
  const [edited, setEdited] = React.useState<{ from: T; value: T }>({ from: saved, value: saved });
  const value = edited.from === saved ? edited.value : saved;
  const setValue = React.useCallback(
    (change: T | ((current: T) => T)) =>
      setEdited((state) => {
        const current = state.from === saved ? state.value : saved;
        return { from: saved, value: typeof change === 'function' ? (change as (current: T) => T)(current) : change };
      }),
    [saved],
  );
  return [value, setValue];
}
