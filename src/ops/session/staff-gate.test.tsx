import { fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { clerk, customerAccount, page, renderConsole, setupTestApi, storeTestSession, summary } from '../testing/render-ops';

const api = setupTestApi();

beforeEach(() => {
  api().on('GET', '/api/branches/', { body: page([]) });
  api().on('GET', '/api/ops/summary/', { body: summary });
  api().on('GET', '/api/ops/bookings/', { body: page([]) });
});

it('sends a customer who opens the console to their dashboard, showing them nothing of it', async () => {
  storeTestSession(customerAccount);
  api().on('GET', '/api/users/me', { body: customerAccount });
  renderConsole('/ops/orders');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/dashboard', { replace: true }));
  expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
  expect(api().requests.map((request) => request.path)).toEqual(['/api/users/me']);
});

it('sends a signed-out visitor to log in, to come back to the page they asked for', async () => {
  renderConsole('/ops/orders?status=washing');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/login?next=%2Fops%2Forders%3Fstatus%3Dwashing', { replace: true }));
  expect(api().requests).toHaveLength(0);
});

it("lets staff in: the shell names them and their branch; Staff is for admins only", async () => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  renderConsole('/ops/');
  // On a phone-sized jsdom the drawer is closed (hidden): look inside it all the same.
  const nav = (await screen.findByRole('link', { name: 'Orders', hidden: true })).closest('nav')!;
  expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['Today', 'Orders', 'Routes', 'Customers', 'Subscriptions', 'Reports']);
  expect(screen.getByText('Kofi Boateng')).toBeInTheDocument();
  expect(screen.getByText('All branches', { selector: 'span' })).toBeInTheDocument();
});

it('shows the Staff link to an admin', async () => {
  const admin = { ...clerk, role: 'admin' as const };
  storeTestSession(admin);
  api().on('GET', '/api/users/me', { body: admin });
  renderConsole('/ops/');
  const nav = (await screen.findByRole('link', { name: 'Orders', hidden: true })).closest('nav')!;
  expect(nav).toHaveTextContent('Staff');
});

it('signs out: revokes the session, forgets it on this device and goes to log in', async () => {
  storeTestSession(clerk);
  api().on('GET', '/api/users/me', { body: clerk });
  api().on('POST', '/api/auth/logout/', { status: 204 });
  renderConsole('/ops/');
  fireEvent.click(await screen.findByRole('button', { name: 'Sign out', hidden: true }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/login'));
  expect(api().requests.find((request) => request.path === '/api/auth/logout/')?.body).toEqual({ refresh: 'test-refresh-token' });
  expect(localStorage.getItem('accessToken')).toBeNull();
});
