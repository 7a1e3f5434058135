import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { ThemeProvider } from './src/design-system/ThemeProvider';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en-GH' });
};

/*
 * The theme and the global styles wrap each page, not the root: gatsby-plugin-styled-components
 * collects a page's styles for its HTML inside its own root wrapper, and the site's root wrapper
 * sits outside that one, so global styles rendered there never reached the built HTML (the body
 * kept the browser's margin until the scripts ran, shifting the whole page).
 */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <ThemeProvider>{element}</ThemeProvider>
);
