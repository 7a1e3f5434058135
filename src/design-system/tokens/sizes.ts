/** Widths of content boxes (dialogs, forms, reading columns), so measures stay consistent. */
export const sizes = {
  xs: '20rem',
  sm: '28rem',
  md: '36rem',
  lg: '48rem',
  xl: '64rem',
} as const;
