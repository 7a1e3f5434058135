import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mergeConfig } from 'vite';

// js-yaml is the parser the site's build uses (gatsby-transformer-yaml); it ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

const CONTENT = path.join(import.meta.dirname, '..', 'content');
/** content/*.yaml, parsed: the site's pages take their words as props, as the build's queries give them. */
const content = Object.fromEntries(
  readdirSync(CONTENT)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => [file.replace(/\.yaml$/, ''), yaml.load(readFileSync(path.join(CONTENT, file), 'utf8'))]),
);

/** What the site's static query gives screens (content/site.yaml), as the build would. */
const siteQuery = {
  siteYaml: content.site,
  site: { siteMetadata: { siteUrl: 'https://adomlaundry.com.gh', description: 'Laundry and dry cleaning in Accra.' } },
};

/**
 * Storybook for the design system and every screen (stories under src/). The API is mocked at the
 * network level by Mock Service Worker; its worker script is generated into .storybook/msw-worker/
 * (npm run storybook and build-storybook run `msw init` first) and served from the root.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // The site's own files (favicons, /images/...) at the same paths as on the site, and the worker.
  staticDirs: ['../static', './msw-worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The project has no vite.config: the React plugin gives the automatic JSX runtime and fast refresh.
      plugins: [react()],
      resolve: {
        // Exact match only, so gatsby-plugin-image and friends still resolve to themselves.
        alias: [
          { find: /^gatsby$/, replacement: path.join(import.meta.dirname, 'gatsby-mock.tsx') },
          // The app's router is Gatsby's copy of Reach Router (as Gatsby's webpack and Jest resolve it).
          {
            find: /^@reach\/router$/,
            replacement: path.join(import.meta.dirname, '..', 'node_modules', 'gatsby', 'node_modules', '@gatsbyjs', 'reach-router', 'dist', 'index.modern.mjs'),
          },
          // `@studio/x` is the blog Studio's studio/x (its schema's limits), as in tsconfig.json.
          { find: /^@studio\//, replacement: `${path.join(import.meta.dirname, '..', 'studio')}/` },
          // `~package/x` in CSS is webpack's way of saying a package's file (GlobalStyle.fonts.css, as Gatsby builds it).
          { find: /^~(.+)$/, replacement: '$1' },
          // `@/x` is src/x, as in tsconfig.json, Gatsby's webpack and Jest.
          { find: /^@\//, replacement: `${path.join(import.meta.dirname, '..', 'src')}/` },
        ],
      },
      define: {
        __PATH_PREFIX__: JSON.stringify(''),
        __STORYBOOK_SITE_QUERY__: JSON.stringify(siteQuery),
        __STORYBOOK_CONTENT__: JSON.stringify(content),
      },
      // Vite would copy public/ (Gatsby's build output) into the Storybook: static/ above is the source.
      publicDir: false,
      // The preview bundle carries Storybook's runtime; it is a tool for the team, not a page for customers.
      build: { chunkSizeWarningLimit: 1600 },
    });
  },
};

export default config;
