import * as React from 'react';

/**
 * The latest value that was not null: a dialog keeps showing its content while it fades out after
 * its value went back to null.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = React.useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
