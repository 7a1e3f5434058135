/** Mobile-first breakpoints (min-width). */
export const breakpoints = {
  sm: '480px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const;

/** Media queries built from the breakpoints: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
