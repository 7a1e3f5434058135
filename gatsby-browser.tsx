import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { ThemeProvider } from './src/design-system/ThemeProvider';
import { EarlyTap } from './src/site/layout/early-tap';
import { scrollToTopOnPathChange } from './src/site/layout/scroll-to-top';
/* The brand fonts from our own origin, Latin only, as CSS (no JavaScript): headings in Poppins 600 and 700, text in Inter. */
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './src/design-system/GlobalStyle/GlobalStyle.fonts.css';

/*
 * The theme and the global styles wrap each page, not the root: gatsby-plugin-styled-components
 * collects a page's styles for its HTML inside its own root wrapper, and the site's root wrapper
 * sits outside that one, so global styles rendered there never reached the built HTML (the body
 * kept the browser's margin until the scripts ran, shifting the whole page).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <ThemeProvider>
    {element}
    <EarlyTap />
  </ThemeProvider>
);

/** A new path starts at the top of the page (src/site/layout/scroll-to-top.ts). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = (args) => scrollToTopOnPathChange(args);
