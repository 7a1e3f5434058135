import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { mergeConfig } from 'vite';

/** Storybook for the design system and any component with stories under src/. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's own files (favicons, /images/...) at the same paths as on the site.
  staticDirs: ['../static'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The project has no vite.config: the React plugin gives the automatic JSX runtime and fast refresh.
      plugins: [react()],
      resolve: {
        // Exact match only, so gatsby-plugin-image and friends still resolve to themselves.
        alias: [
          { find: /^gatsby$/, replacement: path.join(import.meta.dirname, 'gatsby-mock.tsx') },
          // `@/x` is src/x, as in tsconfig.json, Gatsby's webpack and Jest.
          { find: /^@\//, replacement: `${path.join(import.meta.dirname, '..', 'src')}/` },
        ],
      },
      define: { __PATH_PREFIX__: JSON.stringify('') },
      // Vite would copy public/ (Gatsby's build output) into the Storybook: static/ above is the source.
      publicDir: false,
      // The preview bundle carries Storybook's runtime; it is a tool for the team, not a page for customers.
      build: { chunkSizeWarningLimit: 1600 },
    });
  },
};

export default config;
