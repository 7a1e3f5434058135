import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsCategoryDto, OpsItemDto } from '@laundry-accra/domain/schemas/back-office';
import type { SignedInUser } from '@/lib/signed-in-user';
import { ACCRA, clerk, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const owner: SignedInUser = { id: '7a000000-0000-4000-8000-000000000009', name: 'Efua Owusu', email: 'efua@example.com', role: 'admin', branch: null, phone: null, sms_notifications: true, marketing_emails: true };
const laundry: OpsCategoryDto = { id: '0c000000-0000-4000-8000-000000000001', name: 'Laundry', position: 0, item_count: 2 };
const shirt: OpsItemDto = { id: '1e000000-0000-4000-8000-000000000001', name: 'Shirt', price: '12.00', unit: 'piece', category: { id: laundry.id, name: 'Laundry' }, is_active: true };
const apron: OpsItemDto = { id: '1e000000-0000-4000-8000-000000000002', name: 'Apron', price: '8.00', unit: 'piece', category: { id: laundry.id, name: 'Laundry' }, is_active: false };

function signInAs(member: SignedInUser) {
  storeTestSession(member);
  api().on('GET', '/api/users/me', { body: member });
  api().on('GET', '/api/branches', { body: page([ACCRA]) });
  api().on('GET', '/api/ops/categories', { body: page([laundry]) });
  api().on('GET', '/api/ops/items', { body: page([apron, shirt]) });
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name: new RegExp(`^${name}\\s*Laundry`) })).closest('tr')!;

test('a staff member is told the Catalogue is for admins and nothing is asked of the API', async () => {
  signInAs(clerk);
  renderConsole('/ops/catalogue');
  expect(await screen.findByRole('heading', { name: 'For admins only' })).toBeInTheDocument();
  expect(api().requests.some((request) => request.path.startsWith('/api/ops/items'))).toBe(false);
});

test('an admin changes a price in place; a price out of range is refused before sending', async () => {
  signInAs(owner);
  api().on('PATCH', `/api/ops/items/${shirt.id}`, { body: { ...shirt, price: '15.00' } });
  renderConsole('/ops/catalogue');
  const row = await rowOf('Shirt');
  const price = within(row).getByRole('textbox', { name: /Price of Shirt/ });
  const user = userEvent.setup();

  await user.clear(price);
  await user.type(price, '0.10');
  await user.click(within(row).getByRole('button', { name: 'Save' }));
  expect(await within(row).findByText('Enter a price between 0.50 and 100,000.00 GHC, like 25.00.')).toBeInTheDocument();
  expect(api().requests.some((request) => request.method === 'PATCH')).toBe(false);

  await user.clear(price);
  await user.type(price, '15');
  await user.click(within(row).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api().requests.find((request) => request.method === 'PATCH')?.body).toEqual({ price: '15' }));
});

test('an admin archives and restores items', async () => {
  signInAs(owner);
  api().on('PATCH', `/api/ops/items/${shirt.id}`, { body: { ...shirt, is_active: false } });
  api().on('PATCH', `/api/ops/items/${apron.id}`, { body: { ...apron, is_active: true } });
  renderConsole('/ops/catalogue');
  const user = userEvent.setup();
  expect(await rowOf('Apron')).toHaveTextContent('Archived');
  await user.click(screen.getByRole('button', { name: 'Archive Shirt' }));
  await user.click(screen.getByRole('button', { name: 'Restore Apron' }));
  await waitFor(() =>
    expect(api().requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ is_active: false }, { is_active: true }]),
  );
});
