import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import AppPage from './[...]';

afterEach(() => {
  jest.mocked(navigate).mockClear();
  window.history.pushState({}, '', '/');
});

it('sends a signed-out visitor to log in, to come back to the page after, before mounting the app', async () => {
  window.history.pushState({}, '', '/app/subscriptions?tab=active');
  render(
    <ThemeProvider>
      <AppPage />
    </ThemeProvider>,
  );
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith('/app/login?next=%2Fapp%2Fsubscriptions%3Ftab%3Dactive', { replace: true }),
  );
  expect(screen.getByText('Loading your account')).toBeInTheDocument();
  // The frame is drawn without waiting for the session check (its navigation is the phone's
  // closed drawer here); no account is shown in it.
  expect(screen.getByRole('link', { name: 'Adom Laundry & Dry Cleaning, dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscriptions', hidden: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
});

it('has the signed-in frame in its HTML, and marks the current link once it knows its address', async () => {
  const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  const html = renderToString(
    <ThemeProvider>
      <AppPage />
    </ThemeProvider>,
  );
  // The build's HTML: the frame (the logo, the side navigation, Logout) around the loading state.
  expect(html).toContain('aria-label="Adom Laundry &amp; Dry Cleaning, dashboard"');
  expect(html).toContain('>Subscriptions</a>');
  expect(html).toContain('>Logout</button>');
  expect(html).toContain('Loading your account');
  expect(html).not.toContain('aria-current');

  window.history.pushState({}, '', '/app/bookings');
  render(
    <ThemeProvider>
      <AppPage />
    </ThemeProvider>,
  );
  // The side navigation is the phone's closed drawer here (jsdom has no media queries).
  expect(await screen.findByRole('link', { name: 'Bookings', current: 'page', hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('aria-current');
});

it('asks for the first screen’s data as soon as its code runs with a session, and once only', async () => {
  window.history.pushState({}, '', '/app/dashboard');
  window.localStorage.setItem('accessToken', JSON.stringify('a-token'));
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  // The network: each request is recorded and never answered.
  globalThis.fetch = ((url: string) => {
    asked.push(new URL(String(url), window.location.href).pathname);
    return new Promise(() => undefined);
  }) as typeof fetch;
  try {
    // The page's code as a browser first runs it (a module registry of its own, with its own React).
    type Isolated = {
      Page: typeof AppPage;
      Theme: typeof ThemeProvider;
      testing: typeof import('@testing-library/react');
      react: typeof React;
    };
    let isolated: Isolated | undefined;
    jest.isolateModules(() => {
      isolated = {
        Page: (require('./[...]') as { default: typeof AppPage }).default,
        Theme: (require('@/design-system/ThemeProvider') as { ThemeProvider: typeof ThemeProvider }).ThemeProvider,
        testing: require('@testing-library/react/pure') as typeof import('@testing-library/react'),
        react: require('react') as typeof React,
      };
    });
    // Before React has drawn anything: the shell's profile and what the dashboard draws first (sent
    // within the same task, once the API client's middleware has added the token).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...asked].sort()).toEqual(['/api/bookings/', '/api/bookings/basket/', '/api/subscriptions/', '/api/users/me']);
    const { Page, Theme, testing, react } = isolated as Isolated;
    testing.render(react.createElement(Theme, null, react.createElement(Page)));
    expect(await testing.screen.findByText('Loading your account')).toBeInTheDocument();
    // The page's own effect finds them under way and does not send them again.
    expect(asked).toHaveLength(4);
    testing.cleanup();
  } finally {
    globalThis.fetch = realFetch;
    window.localStorage.clear();
  }
});
