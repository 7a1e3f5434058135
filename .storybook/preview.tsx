import type { Preview } from '@storybook/react-vite';
/* The brand fonts from the Storybook's own origin, as the site loads them (gatsby-browser.tsx): the stories and their pictures show the real type. */
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '../src/design-system/GlobalStyle/GlobalStyle.fonts.css';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ThemeProvider } from '../src/design-system/ThemeProvider';
import { breakpoints } from '../src/design-system/tokens';
import { FIXED_NOW } from '../src/testing/fixtures/clock';
import type { ApiRoute } from '../src/testing/fixtures/api-routes';
import { installFixedClock } from './fixed-clock';
import { apiHandler } from './mocked-api';

// A play function's findBy… waits up to 5 s, as in the unit tests (src/testing/screen-stories.test.tsx):
// beside the audit's Lighthouse runs a screen can take over the default 1 s to appear, and a play
// that gave up then left its story pictured before it had pressed anything.
configure({ asyncUtilTimeout: 5_000 });

// Every story runs at the fixtures' 'now', so dates on screen (and in the pictures) never move.
const clock = installFixedClock(FIXED_NOW);

/** The routes of the story on screen; the worker's one handler reads them on each request. */
let currentRoutes: readonly ApiRoute[] = [];

const preview: Preview = {
  // Each story starts at 09:30:00 however long the page has been open.
  beforeEach: () => {
    clock.restart();
  },
  // The worker starts once, with the one handler for /api (it survives the addon's reset between stories).
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(apiHandler(() => currentRoutes));
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
      return worker;
    }),
  ],
  decorators: [
    (Story, { parameters }) => {
      // Set while rendering, before any effect of the screen asks the API for anything.
      currentRoutes = (parameters.api as ApiRoute[] | undefined) ?? [];
      return (
        <ThemeProvider>
          <Story />
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Violations fail the story's accessibility check (npm run visual and the panel's test). A rule a
    // story turns off needs its reason in `why`; scripts/storybook-check.mjs fails a story without one.
    a11y: {
      test: 'error',
      options: { rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } } },
      why: 'A part on its own is not a page: the page-level rules (content in landmarks, one main, one h1) apply to whole screens, whose stories turn them back on.',
    },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet', styles: { width: breakpoints.md, height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: breakpoints.xl, height: '800px' } },
      },
    },
  },
};

export default preview;
