import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteBuildDto } from '@laundry-accra/domain/schemas/site';
import type { SignedInUser } from '@/lib/signed-in-user';
import { clerk, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

const boss: SignedInUser = { id: '7a000000-0000-4000-8000-000000000009', name: 'Efua Owusu', email: 'efua@example.com', role: 'admin', branch: null, phone: null, sms_notifications: true, marketing_emails: true };

const build = (changes: Partial<SiteBuildDto>): SiteBuildDto => ({
  id: '5b000000-0000-4000-8000-000000000001',
  status: 'published',
  trigger: 'sanity',
  requests: 1,
  changed_posts: [],
  requested_at: '2026-11-24T09:00:00.000Z',
  started_at: '2026-11-24T09:00:01.000Z',
  finished_at: '2026-11-24T09:00:43.000Z',
  duration_seconds: 42,
  error: null,
  log_tail: null,
  live: false,
  ...changes,
});

const published = build({
  id: '5b000000-0000-4000-8000-000000000001',
  live: true,
  changed_posts: [{ slug: 'caring-for-kente', title: 'Caring for kente', operation: 'create' }],
});
const failed = build({
  id: '5b000000-0000-4000-8000-000000000002',
  status: 'failed',
  trigger: 'admin',
  requested_at: '2026-11-24T10:00:00.000Z',
  duration_seconds: 125,
  error: 'The build command failed (exit code 1).',
  log_tail: 'Error: the post template cannot render "keeping-whites-white"',
});

function signInAs(member: SignedInUser, builds: SiteBuildDto[] = [failed, published]) {
  storeTestSession(member);
  api().on('GET', '/api/users/me', { body: member });
  api().on('GET', '/api/site/builds', { body: { ...page(builds), publishing: 'builder' } });
}

test('a staff member sees no Website entry, and its address is for admins only', async () => {
  signInAs(clerk);
  renderConsole('/ops/website');
  expect(await screen.findByRole('heading', { name: 'For admins only' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Website', hidden: true })).not.toBeInTheDocument();
  expect(api().requests.some((request) => request.path.startsWith('/api/site'))).toBe(false);
});

test('an admin sees the builds: why each ran, its outcome, the live one, and a failure with its log', async () => {
  signInAs(boss);
  renderConsole('/ops/website');

  const live = (await screen.findByRole('cell', { name: /\/blog\/caring-for-kente/ })).closest('tr')!;
  expect(live).toHaveTextContent('Blog post published');
  expect(live).toHaveTextContent('Published');
  expect(live).toHaveTextContent('Live');
  expect(live).toHaveTextContent('Took 42 s');
  expect(screen.getByRole('status')).toHaveTextContent('Live: the build published 24 Nov 2026, 09:00.');

  const broken = screen.getByRole('cell', { name: /Rebuild site button/ }).closest('tr')!;
  expect(broken).toHaveTextContent('Failed');
  expect(broken).toHaveTextContent('The build command failed (exit code 1).');
  expect(broken).toHaveTextContent('Took 2 min 5 s');
  expect(broken).not.toHaveTextContent('Live');
  await userEvent.click(within(broken).getByText('Build log'));
  expect(within(broken).getByText(/cannot render "keeping-whites-white"/)).toBeVisible();
});

test("an admin's Rebuild site asks the server for a build and shows it waiting", async () => {
  signInAs(boss, [published]);
  const waiting = build({ id: '5b000000-0000-4000-8000-000000000003', status: 'queued', trigger: 'admin', started_at: null, finished_at: null, duration_seconds: null });
  api().on('POST', '/api/site/builds', () => {
    api().on('GET', '/api/site/builds', { body: { ...page([waiting, published]), publishing: 'builder' } });
    return { status: 202, body: { build: waiting } };
  });
  renderConsole('/ops/website');

  await userEvent.click(await screen.findByRole('button', { name: 'Rebuild site' }));
  expect(await screen.findByText('Waiting')).toBeInTheDocument();
  expect(screen.getByText('Rebuild requested')).toBeInTheDocument();
  expect(screen.getByText(/A build is under way/)).toBeInTheDocument();
  expect(api().requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/site/builds/']);
});

test('without a way to publish, the button is unavailable and the page says why', async () => {
  storeTestSession(boss);
  api().on('GET', '/api/users/me', { body: boss });
  api().on('GET', '/api/site/builds', { body: { ...page([]), publishing: 'off' } });
  renderConsole('/ops/website');
  expect(await screen.findByRole('button', { name: 'Rebuild site' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Publishing is not set up on this server');
  expect(screen.getByText('No builds yet. Publishing a blog post, or Rebuild site, starts one.')).toBeInTheDocument();
});
