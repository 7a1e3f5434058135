/** Corner radii. */
export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  xl: '24px',
  pill: '999px',
} as const;
