import * as React from 'react';
import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { ThemeProvider } from '../design-system/ThemeProvider';
import CustomerApp from './app';
import { ShellFrame } from './shell/shell-frame';
import { createQueryClient } from '@/lib/query-client';
import { customer, mockSiteFacts, page, setupTestApi, signIn } from './testing/render-app';

const api = setupTestApi();

function renderAt(path: string) {
  mockSiteFacts();
  const history = createHistory(createMemorySource(path));
  render(
    <ThemeProvider>
      <LocationProvider history={history}>
        <CustomerApp queryClient={createQueryClient({ queries: { retryDelay: 0, gcTime: Infinity } })} Frame={ShellFrame} />
      </LocationProvider>
    </ThemeProvider>,
  );
  return history;
}

async function logOutFromMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
}

beforeEach(() => {
  api().on('GET', '/api/users/me', { body: customer });
  api().on('GET', '/api/bookings/', { body: page([]) });
  api().on('GET', '/api/subscriptions/', { body: page([]) });
  api().on('GET', '/api/bookings/basket/', { body: page([]) });
});

it('sends a visitor without a stored token to /app/login, to come back after signing in', async () => {
  renderAt('/app/bookings?page=2');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/login?next=%2Fapp%2Fbookings%3Fpage%3D2', { replace: true }));
  expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  expect(api().requests).toHaveLength(0);
});

it('frames signed-in screens with the top bar, avatar menu and side navigation', async () => {
  signIn();
  renderAt('/app/dashboard');
  const user = userEvent.setup();
  // On a phone the side navigation is a drawer behind the Menu button (jsdom applies no media query).
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'App' });
  const labels = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(labels).toEqual([
    ['Dashboard', '/app/dashboard'],
    ['Basket', '/app/basket'],
    ['Bookings', '/app/bookings'],
    ['Subscriptions', '/app/subscriptions'],
    ['Addresses', '/app/user/address'],
    ['Help', '/app/help'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  const menuButton = () => screen.getByRole('button', { name: 'Account menu for Ama Mensah' });
  await waitFor(() => expect(menuButton()).toHaveTextContent('Ama Mensah'));
  expect(menuButton().querySelector('[data-ui="user-avatar"]')).toHaveAttribute('data-initials', 'AM');
  // The real menu takes the drawn button's place when its code is here (LazyMenuButton): the
  // pointer brings it, and the click goes to the button then in place.
  await user.hover(menuButton());
  await waitFor(() => expect(menuButton()).toHaveAttribute('data-headlessui-state'));
  await user.click(menuButton());
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
});

it('logs out: revokes the refresh token, clears both storages and goes to /app/login', async () => {
  signIn();
  sessionStorage.setItem('accessToken', '"stale"');
  api().on('POST', '/api/auth/logout/', { status: 204 });
  renderAt('/app/dashboard');
  await logOutFromMenu();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/login'));
  expect(api().requests.find((r) => r.path === '/api/auth/logout/')?.body).toEqual({ refresh: 'test-refresh-token' });
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(sessionStorage.getItem('accessToken')).toBeNull();
});

it('still logs out when the server cannot be reached', async () => {
  signIn();
  api().on('POST', '/api/auth/logout/', { status: 500, body: { detail: 'down' } });
  renderAt('/app/help');
  await logOutFromMenu();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/login'));
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it('moves between signed-in screens without crashing, starting each at the top', async () => {
  signIn();
  // Chromium's scrollTo returns a promise; an effect must not hand it back to React.
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
  const history = renderAt('/app/help');
  await screen.findByRole('heading', { name: 'Help', level: 1 });
  act(() => {
    void history.navigate('/app/bookings');
  });
  expect(await screen.findByRole('heading', { name: 'Your Bookings' })).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});

it("answers an unknown path with the site's not-found page, not 'Unexpected Application Error!'", async () => {
  signIn();
  renderAt('/app/no-such-screen');
  expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  expect(screen.getByText(/We could not find that page/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app/dashboard');
  expect(screen.getByRole('list', { name: 'Popular pages' })).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
});

it('sends /app/bookings/add-booking to the basket, where bookings are made', async () => {
  signIn();
  renderAt('/app/bookings/add-booking');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/basket', { replace: true }));
});
