/**
 * Type scale and families. The brand fonts are served from our origin (GlobalStyle/GlobalStyle.fonts.css);
 * until they arrive, text is drawn in their metric-matched fallback faces, so the swap moves nothing.
 */
const bodyFallback = "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const fonts = {
  body: `'Inter', ${bodyFallback}`,
  heading:
    "'Poppins', 'Poppins Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  /**
   * The body's fallback faces alone, for the little text a page shows before its content (the
   * signed-in app's loading state): text in 'Inter' makes the browser fetch its 32 kB at once,
   * beside the scripts that the first screen is waiting for.
   */
  bodyFallback,
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
  '4xl': '36px',
  '5xl': '48px',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.55,
} as const;
