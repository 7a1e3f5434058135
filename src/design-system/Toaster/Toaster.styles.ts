import type { CSSProperties } from 'react';
import type { DefaultTheme } from 'styled-components';

/** react-hot-toast takes inline styles: built here from the theme's tokens so toasts match the product. */
export const toastStyle = (theme: DefaultTheme): CSSProperties => ({
  maxWidth: '28rem',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radii.md,
  background: theme.colors.ink,
  color: theme.colors.onPrimary,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.md,
  boxShadow: theme.shadows.lg,
});

export const toastIconThemes = (theme: DefaultTheme) => ({
  success: { primary: theme.colors.success, secondary: theme.colors.onPrimary },
  error: { primary: theme.colors.danger, secondary: theme.colors.onPrimary },
});
