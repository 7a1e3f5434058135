import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Build-time code is tested in Node (`@jest-environment node`): there is no window to complete.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia, IntersectionObserver, ResizeObserver or scrollTo.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(globalThis, {
    IntersectionObserver: (globalThis as Record<string, unknown>).IntersectionObserver ?? NoopObserver,
    ResizeObserver: (globalThis as Record<string, unknown>).ResizeObserver ?? NoopObserver,
  });
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // jsdom has no Web Animations API: Headless UI's transitions ask for running animations; none run.
  if (!Element.prototype.getAnimations) Element.prototype.getAnimations = () => [];
}

// findBy… and waitFor give a screen 5 s rather than 1 s to appear: on a busy two-core CI machine a
// first render with its lazy chunks and mocked requests can take longer than a second, and a
// screen that never appears fails just the same.
if (typeof window !== 'undefined') {
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
