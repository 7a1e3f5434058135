import * as React from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle/GlobalStyle';
import { theme } from './tokens';

/*
 * One way to read the theme: styles take it from styled-components' props,
 * `${({ theme }) => theme.space[4]}`, never from an imported token object. That is what most of the
 * code did already (the app, most of the design system, the pages and the blog template), and this
 * provider is always there to serve it: gatsby-ssr and gatsby-browser wrap every page in it (so SSR
 * and hydration agree), .storybook/preview.tsx wraps every story, and Jest renders with it as the
 * `wrapper` (src/app/testing/render-app.tsx for the app). The tokens stay importable as plain values
 * only where no styled component is involved: Gatsby's <Head> (outside the page wrapper),
 * Storybook's viewport list, and a test's expected value.
 */

/** Wraps a page (site, app, story or test) in the design tokens and the base styles. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
