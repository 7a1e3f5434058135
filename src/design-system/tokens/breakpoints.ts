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
  /**
   * The narrow phones (360 px wide and the like), below the mobile-first steps: for what must give
   * way there, e.g. a top bar that holds three things on one line.
   */
  narrowPhone: '@media (max-width: 399.98px)',
  /** Narrower still: the smallest phones, and any page zoomed to 320 CSS px (WCAG's reflow width). */
  smallestPhone: '@media (max-width: 359.98px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
