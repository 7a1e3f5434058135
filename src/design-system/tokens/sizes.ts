/** Widths of content boxes (dialogs, forms, reading columns), so measures stay consistent. */
export const sizes = {
  xs: '20rem',
  sm: '28rem',
  md: '36rem',
  lg: '48rem',
  xl: '64rem',
  /** A card holding a form: wide enough for two fields side by side, short enough to read down. */
  form: '560px',
  /** The bar at the top of every screen, site and app: what sticky content stops below. */
  topBar: '64px',
  /** The site's top bar at the top of a wide screen, before it shrinks to `topBar` on scroll. */
  topBarTall: '80px',
  /** The app's side navigation beside the content on a wide screen (a drawer on a phone). */
  sideNav: '240px',
  /** The side navigation on a tablet (768 to 1023 px), narrower so a table keeps its columns. */
  sideNavTablet: '176px',
  /** The smallest box a finger can hit reliably (WCAG 2.5.5's 44 px target). */
  tapTarget: '44px',
} as const;
