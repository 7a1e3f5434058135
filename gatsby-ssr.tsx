import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { GatsbySSR } from 'gatsby';
import { ThemeProvider } from './src/design-system/ThemeProvider';
import { EarlyTap } from './src/site/layout/early-tap';
import headingFont from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import { chunkFilesFrom, screenPreloadScript, type ChunkFiles, type WebpackStats } from './src/app/routes/screen-preload';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en-GH' });
  /*
   * The font above the fold on every page: the logo and the page's title are Poppins 700 (8 kB).
   * Preloaded, it arrives with the styles instead of after them. The body's Inter (48 kB) is not:
   * it would compete with the hero picture, and its fallback face holds its place meanwhile.
   */
  setHeadComponents([
    <link key="heading-font" rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

/** Gatsby's `<meta name="generator" content="Gatsby 5.x.y">`: no page (the 404 page included) names the software and its version. */
const isGenerator = (component: React.ReactNode) =>
  React.isValidElement<{ name?: string }>(component) && component.type === 'meta' && component.props.name === 'generator';

/** The client-only customer app's page (src/pages/app/[...].tsx), whose HTML holds only a spinner. */
const APP_PAGE = '/app/[...]';

let chunkFiles: ChunkFiles | undefined;
/** The JavaScript files of a named chunk group of this build (webpack writes its stats before the HTML). */
function filesOfChunkGroup(): ChunkFiles {
  chunkFiles ??= chunkFilesFrom(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8')) as WebpackStats);
  return chunkFiles;
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isGenerator(component)));
  if (pathname === APP_PAGE) {
    // Last in the body, after Gatsby's own scripts, so they are asked for first (screen-preload.ts).
    const filesOf = filesOfChunkGroup();
    const script = screenPreloadScript(filesOf, {
      pageData: ['/page-data/app-data.json', `/page-data${APP_PAGE}/page-data.json`],
      pageChunks: ['component---src-pages-app-tsx'],
      loaded: filesOf('app'),
    });
    replacePostBodyComponents([...getPostBodyComponents(), <script key="screen-preload" dangerouslySetInnerHTML={{ __html: script }} />]);
  }
};

/*
 * The theme and the global styles wrap each page, not the root: gatsby-plugin-styled-components
 * collects a page's styles for its HTML inside its own root wrapper, and the site's root wrapper
 * sits outside that one, so global styles rendered there never reached the built HTML (the body
 * kept the browser's margin until the scripts ran, shifting the whole page).
 */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <ThemeProvider>
    {element}
    <EarlyTap />
  </ThemeProvider>
);

/*
 * Renders each page's body with every Suspense boundary in place, once everything in it is ready
 * (a lazy part is awaited where it stands). Preact's streaming renderer would write a suspended
 * boundary's fallback and move its content to the end of the page behind an inline script; the page
 * must read the same without scripts.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderToStringAsync(bodyComponent as React.ReactElement as unknown as Parameters<typeof renderToStringAsync>[0]));
};
