/** Elevation shadows and layering. */
export const shadows = {
  sm: '0 1px 2px rgba(20, 35, 43, 0.08)',
  md: '0 4px 12px rgba(20, 35, 43, 0.10)',
  lg: '0 12px 32px rgba(20, 35, 43, 0.16)',
  focus: '0 0 0 3px rgba(26, 127, 147, 0.45)',
} as const;

export const zIndices = {
  base: 0,
  header: 100,
  overlay: 1000,
  dialog: 1100,
  toast: 1200,
} as const;
