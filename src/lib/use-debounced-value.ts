import * as React from 'react';

/** `value` once it has stopped changing for `wait` ms: a search asks the API when typing pauses, not per key. */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
