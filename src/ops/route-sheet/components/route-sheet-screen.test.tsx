import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { todayInAccra } from '@laundry-accra/domain/dates';
import type { RouteSheetDto, RouteStopDto } from '@laundry-accra/domain/schemas/route-sheet';
import { ACCRA, KUMASI, clerk, page, renderConsole, setupTestApi, storeTestSession } from '@/ops/testing/render-ops';
import { ORDER_NOTE } from './route-sheet-screen';

const api = setupTestApi();

const stop = (position: number, changes: Partial<RouteStopDto> = {}): RouteStopDto => ({
  position,
  booking: `9c000000-0000-4000-8000-00000001004${position}`,
  order_number: `ADM-1004${position}`,
  status: 'pending',
  handover: 'delivery',
  pickup_window: '10:00',
  pickup_window_end: '12:00',
  customer: { name: `Customer ${position}`, phone: '+233244123456' },
  rider_phone: null,
  address: {
    address_name: 'Home',
    address: `${position} Oxford Street`,
    street_name: null,
    town: 'Osu',
    city: 'Accra',
    landmark: null,
    digital_address: null,
    latitude: 5.55 + position / 100,
    longitude: -0.18,
  },
  map_link: `https://www.google.com/maps?q=${5.55 + position / 100},-0.18`,
  leg_km: 1.2,
  ...changes,
});

const sheet = (changes: Partial<RouteSheetDto> = {}): RouteSheetDto => ({
  branch: { id: ACCRA.id, name: ACCRA.name, address: 'La Crescent, Osu', latitude: 5.5571, longitude: -0.1823 },
  date: '2026-11-24',
  window: null,
  windows: [
    { start: '08:00', end: '10:00', pickups: 0 },
    { start: '10:00', end: '12:00', pickups: 2 },
  ],
  stops: [
    stop(1, {
      customer: { name: 'Ama Mensah', phone: '+233244123456' },
      rider_phone: '+233201112222',
      address: { ...stop(1).address, landmark: 'Opposite the Shell station', digital_address: 'GA-183-8164' },
    }),
    stop(2, {
      customer: { name: 'Kofi Boateng', phone: null },
      address: { ...stop(2).address, latitude: null, longitude: null },
      map_link: 'https://www.google.com/maps?q=2%20Oxford%20Street',
      leg_km: null,
    }),
  ],
  total_km: 1.2,
  ...changes,
});

/** Renders the console at `path`; the app's navigate moves the console's own history, as in the browser. */
function renderAt(path: string) {
  const history = renderConsole(path);
  jest.mocked(navigate).mockImplementation((to) => history.navigate(String(to)));
  return history;
}

const sheetRequests = () => api().requests.filter((request) => request.path === '/api/ops/routes/');

describe('the route sheet', () => {
  test("a staff member sees their branch's pickups in riding order, with what the rider needs", async () => {
    const bound = { ...clerk, branch: ACCRA };
    storeTestSession(bound);
    api().on('GET', '/api/users/me', { body: bound });
    api().on('GET', '/api/branches', { body: page([ACCRA, KUMASI]) });
    api().on('GET', '/api/ops/routes', { body: sheet() });
    renderAt('/ops/routes');

    const list = await screen.findByRole('list', { name: 'Pickups in riding order' });
    const stops = within(list).getAllByRole('listitem');
    expect(stops.map((item) => within(item).getByText(/^(Ama Mensah|Kofi Boateng)$/).textContent)).toEqual(['Ama Mensah', 'Kofi Boateng']);
    expect(stops[0]).toHaveTextContent('Stop 1:');
    expect(stops[0]).toHaveTextContent('Opposite the Shell station');
    expect(stops[0]).toHaveTextContent('GA-183-8164');
    expect(within(stops[0]).getByRole('link', { name: 'Call Ama Mensah on 024 412 3456' })).toHaveAttribute('href', 'tel:+233244123456');
    expect(within(stops[0]).getByRole('link', { name: /Call the contact for Ama Mensah on 020 111 2222/ })).toHaveAttribute('href', 'tel:+233201112222');
    expect(within(stops[0]).getByRole('link', { name: 'ADM-10041' })).toHaveAttribute('href', `/ops/orders/${stop(1).booking}`);
    expect(within(stops[0]).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', stop(1).map_link);
    expect(stops[0]).toHaveTextContent('1.2 km from the branch');
    expect(stops[1]).toHaveTextContent('No map point: call ahead');
    expect(stops[1]).toHaveTextContent('No phone given');
    expect(screen.getByText(ORDER_NOTE)).toBeInTheDocument();
    expect(screen.getByText(/2 pickups · about 1\.2 km between map points · 1 without a map point/)).toBeInTheDocument();
    // Bound to a branch: no branch to choose, and the API is asked for theirs, today, the whole day.
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
    const [first] = sheetRequests();
    expect(Object.fromEntries(first.query)).toEqual({ branch: ACCRA.id, date: todayInAccra() });
    // The map's pins are listed in its place until it loads, numbered and named.
    expect(within(screen.getByRole('region', { name: /Map of the pickups/ })).getByText('1. Ama Mensah')).toBeInTheDocument();
  });

  test('choosing a window asks for that window; the windows show their pickups', async () => {
    storeTestSession(clerk);
    api().on('GET', '/api/users/me', { body: clerk });
    api().on('GET', '/api/branches', { body: page([ACCRA, KUMASI]) });
    api().on('GET', '/api/ops/routes', (request) => ({ body: sheet({ window: request.query.get('window') }) }));
    renderAt('/ops/routes');
    const windowSelect = await screen.findByRole('combobox', { name: 'Window' });
    await screen.findByRole('list', { name: 'Pickups in riding order' });
    expect(within(windowSelect).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Whole day',
      '08:00–10:00 (0 pickups)',
      '10:00–12:00 (2 pickups)',
    ]);
    await userEvent.selectOptions(windowSelect, '10:00');
    expect(navigate).toHaveBeenLastCalledWith('/ops/routes?window=10%3A00');
    await waitFor(() => expect(sheetRequests().at(-1)!.query.get('window')).toBe('10:00'));
    expect(await screen.findByText(/· 10:00–12:00 ·/)).toBeInTheDocument();
  });

  test('a staff member of every branch chooses the branch (the first to begin with)', async () => {
    storeTestSession(clerk);
    api().on('GET', '/api/users/me', { body: clerk });
    api().on('GET', '/api/branches', { body: page([ACCRA, KUMASI]) });
    api().on('GET', '/api/ops/routes', (request) => ({
      body: request.query.get('branch') === KUMASI.id ? sheet({ branch: { ...sheet().branch, id: KUMASI.id, name: KUMASI.name }, stops: [], total_km: null }) : sheet(),
    }));
    renderAt('/ops/routes');
    const branch = await screen.findByRole('combobox', { name: 'Branch' });
    await screen.findByRole('list', { name: 'Pickups in riding order' });
    expect(sheetRequests()[0].query.get('branch')).toBe(ACCRA.id);
    await userEvent.selectOptions(branch, KUMASI.id);
    expect(await screen.findByText('No pickups on this day. Choose another day.')).toBeInTheDocument();
    expect(sheetRequests().at(-1)!.query.get('branch')).toBe(KUMASI.id);
  });

  test('says so when the sheet cannot be loaded', async () => {
    storeTestSession(clerk);
    api().on('GET', '/api/users/me', { body: clerk });
    api().on('GET', '/api/branches', { body: page([ACCRA]) });
    api().on('GET', '/api/ops/routes', { status: 404, body: { detail: 'Not found.' } });
    renderAt('/ops/routes');
    expect(await screen.findByText('We could not load the route sheet.')).toBeInTheDocument();
  });
});
