/** Transition timings: quick enough to feel direct, slow enough to be seen. */
export const durations = {
  fast: '120ms',
  normal: '200ms',
} as const;
