/** Brand and semantic colours. Components read these through the theme, never as raw hex. */
export const colors = {
  /** Deep lagoon teal: the brand colour (buttons, links, active states). */
  primary: '#0b5d6b',
  primaryHover: '#08495a',
  primarySoft: '#e3f1f3',
  /** Warm Accra sunshine: highlights and accents. */
  accent: '#f2b33d',
  accentSoft: '#fdf2da',
  ink: '#14232b',
  inkMuted: '#4a5a63',
  inkSubtle: '#5f6f78',
  surface: '#ffffff',
  surfaceMuted: '#f5f8f8',
  surfaceSunken: '#eaf0f1',
  border: '#d5dfe2',
  /** Outline of inputs and checkboxes: at least 3:1 against the surfaces (WCAG 1.4.11). */
  borderStrong: '#7b8d94',
  focus: '#1a7f93',
  success: '#1d7a46',
  successHover: '#165f37',
  successSoft: '#e1f4e8',
  warning: '#8a5a00',
  warningSoft: '#fff1cc',
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  dangerSoft: '#fbe4e2',
  onPrimary: '#ffffff',
  overlay: 'rgba(20, 35, 43, 0.55)',
} as const;

export type ColorToken = keyof typeof colors;
