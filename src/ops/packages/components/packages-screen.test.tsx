import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsCategoryDto, OpsPackageDto } from '@laundry-accra/domain/schemas/back-office';
import type { SignedInUser } from '@/lib/signed-in-user';
import { ACCRA, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const owner: SignedInUser = { id: '7a000000-0000-4000-8000-000000000009', name: 'Efua Owusu', email: 'efua@example.com', role: 'admin', branch: null, phone: null, sms_notifications: true, marketing_emails: true };
const laundry: OpsCategoryDto = { id: '0c000000-0000-4000-8000-000000000001', name: 'Laundry', position: 0, item_count: 20 };
const dryCleaning: OpsCategoryDto = { id: '0c000000-0000-4000-8000-000000000002', name: 'Dry Cleaning', position: 1, item_count: 12 };
const solo: OpsPackageDto = {
  id: '9a000000-0000-4000-8000-000000000001',
  name: 'Solo',
  price: '200.00',
  quantity: 40,
  description: 'Ironing included',
  image: '',
  position: 1,
  is_active: true,
  covered_categories: [{ id: laundry.id, name: 'Laundry' }],
  further_allowances: [],
  free_pickups: 2,
  express_upgrades: 0,
  lines: ['Up to 40 items a month', 'Two pickups and deliveries a month', 'Ironing included'],
  active_subscriptions: 3,
};

function signIn() {
  storeTestSession(owner);
  api().on('GET', '/api/users/me', { body: owner });
  api().on('GET', '/api/branches', { body: page([ACCRA]) });
  api().on('GET', '/api/ops/categories', { body: page([laundry, dryCleaning]) });
  api().on('GET', '/api/ops/packages', { body: page([solo]) });
}

test('each package says its price, allowance and what it covers', async () => {
  signIn();
  renderConsole('/ops/packages');
  const card = await screen.findByRole('article', { name: 'Solo' });
  expect(card).toHaveTextContent('GHC 200.00/month');
  expect(card).toHaveTextContent(/Items allowance\s*40 a month/);
  expect(card).toHaveTextContent(/Covers\s*Laundry/);
  expect(within(card).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Up to 40 items a month', 'Two pickups and deliveries a month', 'Ironing included']);
});

test('an admin widens what a package covers; the change is sent as the list of categories', async () => {
  signIn();
  api().on('PATCH', `/api/ops/packages/${solo.id}`, {
    body: { ...solo, covered_categories: [{ id: laundry.id, name: 'Laundry' }, { id: dryCleaning.id, name: 'Dry Cleaning' }] },
  });
  renderConsole('/ops/packages');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Solo' }));
  const covers = await screen.findByRole('group', { name: 'The allowance covers' });
  expect(await within(covers).findByRole('checkbox', { name: 'Laundry' })).toBeChecked();
  await user.click(within(covers).getByRole('checkbox', { name: 'Dry Cleaning' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => {
    const sent = api().requests.find((request) => request.method === 'PATCH')?.body as { covered_categories: string[] };
    expect(sent.covered_categories).toEqual([laundry.id, dryCleaning.id]);
  });
});

test("the server's refusal of the categories shows on the group", async () => {
  signIn();
  api().on('PATCH', `/api/ops/packages/${solo.id}`, { status: 400, body: { covered_categories: ['Choose categories of the price list.'] } });
  renderConsole('/ops/packages');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Solo' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const covers = await screen.findByRole('group', { name: 'The allowance covers' });
  expect(await within(covers).findByText('Choose categories of the price list.')).toBeInTheDocument();
});

test('an admin gives a package dry-cleaning pieces and free pickups; the card follows the data', async () => {
  signIn();
  api().on('PATCH', `/api/ops/packages/${solo.id}`, { body: solo });
  renderConsole('/ops/packages');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Solo' }));
  await user.type(await screen.findByLabelText('Dry Cleaning: pieces'), '2');
  const pickups = screen.getByLabelText('Free pickups and deliveries');
  await user.clear(pickups);
  await user.type(pickups, '4');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => {
    const sent = api().requests.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ further_allowances: [{ category: dryCleaning.id, unit: 'piece', quantity: 2 }], free_pickups: 4, express_upgrades: 0 });
  });
});
