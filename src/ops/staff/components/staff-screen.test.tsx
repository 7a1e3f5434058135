import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import type { SignedInUser } from '@/lib/signed-in-user';
import { ACCRA, clerk, deferred, KUMASI, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const boss: SignedInUser = { id: '7a000000-0000-4000-8000-000000000009', name: 'Efua Owusu', email: 'efua@example.com', role: 'admin', branch: null, phone: null, sms_notifications: true, marketing_emails: true };

const account = (member: SignedInUser, changes: Partial<StaffMemberDto> = {}): StaffMemberDto => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role ?? 'staff',
  branch: member.branch ?? null,
  is_active: true,
  invited: false,
  created_at: '2026-11-01T08:00:00.000Z',
  ...changes,
});

function signInAs(member: SignedInUser) {
  storeTestSession(member);
  api().on('GET', '/api/users/me', { body: member });
  api().on('GET', '/api/branches', { body: page([ACCRA, KUMASI]) });
  api().on('GET', '/api/ops/staff', { body: page([account(boss), account(clerk, { branch: ACCRA, invited: true })]) });
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

test('a staff member sees no Staff entry, and opening its address says it is for admins', async () => {
  signInAs(clerk);
  renderConsole('/ops/staff');

  expect(await screen.findByRole('heading', { name: 'Only an admin can manage staff.' })).toBeInTheDocument();
  // The navigation sits in a drawer that jsdom's narrow window keeps closed, so hidden links count.
  expect(screen.getByRole('link', { name: 'Customers', hidden: true })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Staff', hidden: true })).not.toBeInTheDocument();
  expect(api().requests.some((request) => request.path.startsWith('/api/ops/staff'))).toBe(false);
});

test('an admin sees every account with its role, branch, state and invitation', async () => {
  signInAs(boss);
  renderConsole('/ops/staff');

  const kofi = await rowOf('Kofi Boateng');
  expect(kofi).toHaveTextContent('kofi@example.com');
  expect(kofi).toHaveTextContent('Staff');
  expect(kofi).toHaveTextContent('Osu');
  expect(kofi).toHaveTextContent('Active');
  expect(kofi).toHaveTextContent('Awaiting password');
  expect(await rowOf('Efua Owusu (you)')).toHaveTextContent('Every branch');
  expect(screen.getByRole('link', { name: 'Staff', hidden: true })).toHaveAttribute('aria-current', 'page');
});

test("an admin's own row cannot be deactivated or demoted, and says why", async () => {
  signInAs(boss);
  renderConsole('/ops/staff');

  const own = await rowOf('Efua Owusu (you)');
  const deactivate = within(own).getByRole('button', { name: 'Deactivate Efua Owusu' });
  expect(deactivate).toBeDisabled();
  expect(deactivate).toHaveAccessibleDescription('You cannot demote or deactivate your own account.');
  await userEvent.click(within(own).getByRole('button', { name: "Change Efua Owusu's role and branch" }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
});

test("an invitation's field errors from the API land on their fields", async () => {
  signInAs(boss);
  api().on('POST', '/api/ops/staff', { status: 400, body: { email: ['An account with this email already exists.'] } });
  renderConsole('/ops/staff');

  await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to the console' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Yaw Darko');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'kofi@example.com');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Branch/ }), 'Adum');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('An account with this email already exists.')));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(api().requests.find((request) => request.method === 'POST')?.body).toEqual({
    name: 'Yaw Darko',
    email: 'kofi@example.com',
    role: 'staff',
    branch: KUMASI.id,
  });
});

test('an invitation sent shows a spinner, then Success, and closes the dialog', async () => {
  signInAs(boss);
  const answer = deferred();
  api().on('POST', '/api/ops/staff', async (request) => {
    await answer.promise;
    return { status: 201, body: account({ id: '7a000000-0000-4000-8000-000000000010', ...request.body }, { invited: true }) };
  });
  renderConsole('/ops/staff');

  await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to the console' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Yaw Darko');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'yaw@example.com');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Admin');
  const invite = within(dialog).getByRole('button', { name: 'Invite' });
  await userEvent.click(invite);

  await waitFor(() => expect(invite).toHaveAttribute('aria-busy', 'true'));
  answer.resolve();
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(api().requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Yaw Darko', email: 'yaw@example.com', role: 'admin', branch: null });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('deactivating asks first, then sends is_active false; a refusal shows the API message', async () => {
  signInAs(boss);
  api().on('PATCH', '/api/ops/staff/:id', { status: 403, body: { detail: 'Only an admin can do this.' } });
  renderConsole('/ops/staff');

  await userEvent.click(within(await rowOf('Kofi Boateng')).getByRole('button', { name: 'Deactivate Kofi Boateng' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Kofi Boateng?' });
  expect(api().requests.some((request) => request.method === 'PATCH')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

  expect(await screen.findByText('Only an admin can do this.')).toBeInTheDocument();
  const change = api().requests.find((request) => request.method === 'PATCH');
  expect(change?.path).toBe(`/api/ops/staff/${clerk.id}`);
  expect(change?.body).toEqual({ is_active: false });
});

test("changing a member's branch sends only the branch", async () => {
  signInAs(boss);
  api().on('PATCH', '/api/ops/staff/:id', (request) => ({ body: account(clerk, { branch: KUMASI, ...request.body }) }));
  renderConsole('/ops/staff');

  await userEvent.click(within(await rowOf('Kofi Boateng')).getByRole('button', { name: "Change Kofi Boateng's role and branch" }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Branch/ }), 'Every branch');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(api().requests.find((request) => request.method === 'PATCH')?.body).toEqual({ branch: null });
});
