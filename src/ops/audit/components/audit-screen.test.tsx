import { screen, within } from '@testing-library/react';
import { auditEntries, owner } from '@/testing/fixtures/ops';
import { ACCRA, KUMASI, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';

const api = setupTestApi();

beforeEach(() => {
  storeTestSession(owner);
  api().on('GET', '/api/users/me', { body: owner });
  api().on('GET', '/api/branches', { body: page([ACCRA, KUMASI]) });
});

test('the trail names branches, never shows their ids', async () => {
  const branchEntry = {
    ...auditEntries[1],
    id: 5,
    action: 'branch.hours',
    entity_type: 'branch',
    entity_id: ACCRA.id,
    before: {},
    after: {},
    branch_names: { [ACCRA.id]: ACCRA.name },
  };
  api().on('GET', '/api/ops/audit/', { body: page([branchEntry, ...auditEntries]) });
  renderConsole('/ops/audit');

  const table = await screen.findByRole('table', { name: 'Audit trail' });
  const moved = within(table).getByText(/^staff\.update/).closest('tr') as HTMLElement;
  expect(moved).toHaveTextContent(`branch: ${ACCRA.name} → ${KUMASI.name}`);
  const hours = within(table).getByText(/^branch\.hours/).closest('tr') as HTMLElement;
  expect(hours).toHaveTextContent(`branch ${ACCRA.name}`);
  expect(table).not.toHaveTextContent(ACCRA.id);
  expect(table).not.toHaveTextContent(ACCRA.id.slice(0, 8));
  expect(table).not.toHaveTextContent(KUMASI.id);
});
