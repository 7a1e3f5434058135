import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { addressMessages, messages } from '@laundry-accra/domain/rules';
import { LOCATION_NOTES } from '../features/addresses/components/map-point-field';
import { deferred, page, renderApp, signIn, setupTestApi, spinner } from '../testing/render-app';
import { AddressFormRoute } from './address-form';
import { AddressesRoute } from './addresses';

const api = setupTestApi();

const riderless = { latitude: null, longitude: null, digital_address: null, landmark: null, contact_phone: null };
const home = { id: 'a1', address_name: 'Home', address: '12 Nii Sai Rd', street_name: 'Nii Sai Rd', city: 'Accra', town: 'East Legon', ...riderless, user: 'u1' };
const office = { id: 'a2', address_name: 'Office', address: '4 La Crescent', street_name: null, city: null, town: 'Osu', ...riderless, user: 'u1' };

beforeEach(() => signIn());

it("shows 'Your Addresses (count)' with each address's name, edit link and delete button", async () => {
  api().on('GET', '/api/address/', { body: page([home, office]) });
  renderApp(<AddressesRoute />);
  expect(await screen.findByRole('heading', { name: 'Your Addresses (2)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Address' })).toHaveAttribute('href', '/app/user/address/add-address');
  expect(screen.getByRole('link', { name: 'Edit Office' })).toHaveAttribute('href', '/app/user/address/edit-address/a2');
  expect(screen.getByText('12 Nii Sai Rd, Nii Sai Rd, East Legon, Accra')).toBeInTheDocument();
});

it('shows the loading, empty and error states', async () => {
  const answer = deferred();
  api().on('GET', '/api/address/', async () => {
    await answer.promise;
    return { body: page([]) };
  });
  const { unmount } = renderApp(<AddressesRoute />);
  expect(spinner('Loading your addresses')).toBeInTheDocument();
  // No count until the addresses are known.
  expect(screen.getByRole('heading', { name: 'Your Addresses' })).toBeInTheDocument();
  answer.resolve();
  expect(await screen.findByText('YOU HAVE NO SAVED ADDRESSES.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/app/user/address/add-address');
  expect(screen.getByRole('heading', { name: 'Your Addresses (0)' })).toBeInTheDocument();
  unmount();

  api().on('GET', '/api/address/', { status: 500, body: { detail: 'Database unavailable' } });
  renderApp(<AddressesRoute />);
  expect(await screen.findByText('We could not load your addresses.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it('deletes only after the customer confirms', async () => {
  let current = [home, office];
  api().on('GET', '/api/address/', () => ({ body: page(current) }));
  api().on('DELETE', '/api/address/:id', (req) => {
    current = current.filter((a) => a.id !== req.params.id);
    return { status: 204 };
  });
  renderApp(<AddressesRoute />);
  const user = userEvent.setup();
  const deleteButton = await screen.findByRole('button', { name: 'Delete Home' });
  await user.click(deleteButton);
  let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api().requests.some((r) => r.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Home' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('heading', { name: 'Your Addresses (1)' })).toBeInTheDocument();
  expect(api().requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/address/a1');
});

describe("'Add A New Address'", () => {
  it('requires a name and an address', async () => {
    renderApp(<AddressFormRoute />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(messages.address.address_name)).toBeInTheDocument();
    expect(screen.getByText(messages.address.address)).toBeInTheDocument();
    expect(api().requests).toHaveLength(0);
  });

  it('saves a new address under the API field names and returns to the list', async () => {
    api().on('POST', '/api/address/', (req) => ({ status: 201, body: { id: 'a3', user: 'u1', ...req.body } }));
    renderApp(<AddressFormRoute />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address name'), 'Home');
    await user.type(screen.getByLabelText('Address'), '12 Nii Sai Rd');
    await user.type(screen.getByLabelText('Town (optional)'), 'East Legon');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/user/address'));
    expect(api().requests[0].body).toEqual({
      address_name: 'Home',
      address: '12 Nii Sai Rd',
      street_name: '',
      city: '',
      town: 'East Legon',
      latitude: null,
      longitude: null,
      digital_address: '',
      landmark: '',
      contact_phone: '',
    });
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('edits an existing address and shows the server field errors on the form', async () => {
    api().on('GET', '/api/address/:id', { body: home });
    api().on('PATCH', '/api/address/:id', { status: 400, body: { address: ['Please Provide the address'] } });
    renderApp(<AddressFormRoute id="a1" />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Address name');
    expect(name).toHaveValue('Home');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Address');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Please Provide the address')).toBeInTheDocument();
    expect(api().requests.find((r) => r.method === 'PATCH')?.path).toBe('/api/address/a1');
  });

  describe("what helps the rider find it", () => {
    /** The browser's geolocation answering with a position, or refusing with an error code. */
    function phoneLocation(answer: { latitude: number; longitude: number } | { code: number }) {
      const getCurrentPosition = jest.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
        if ('code' in answer) fail({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        else ok({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
      });
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
      return getCurrentPosition;
    }

    async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText('Address name'), 'Home');
      await user.type(screen.getByLabelText('Address'), '12 Nii Sai Rd');
    }

    it("saves the phone's location, the GhanaPost GPS address, a landmark and the rider's phone", async () => {
      phoneLocation({ latitude: 5.63621234, longitude: -0.15681234 });
      api().on('POST', '/api/address/', (req) => ({ status: 201, body: { id: 'a3', user: 'u1', ...req.body } }));
      renderApp(<AddressFormRoute />);
      const user = userEvent.setup();
      await fillRequired(user);
      expect(screen.getByText('No point placed yet')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText('Placed at 5.63621, -0.15681')).toBeInTheDocument();
      await user.type(screen.getByLabelText('GhanaPost GPS address (optional)'), 'ga1838164');
      await user.type(screen.getByLabelText('Landmark (optional)'), 'Opposite the Shell station');
      await user.type(screen.getByLabelText('Phone for the rider (optional)'), '024 123 4567');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/user/address'));
      expect(api().requests[0].body).toMatchObject({
        latitude: 5.636212,
        longitude: -0.156812,
        digital_address: 'ga1838164',
        landmark: 'Opposite the Shell station',
        contact_phone: '024 123 4567',
      });
    });

    it('says calmly that a refused location is fine, and saves without a point', async () => {
      phoneLocation({ code: 1 });
      api().on('POST', '/api/address/', (req) => ({ status: 201, body: { id: 'a3', user: 'u1', ...req.body } }));
      renderApp(<AddressFormRoute />);
      const user = userEvent.setup();
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByRole('status')).toHaveTextContent(LOCATION_NOTES.refused);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(api().requests).toHaveLength(1));
      expect(api().requests[0].body).toMatchObject({ latitude: null, longitude: null });
    });

    it('refuses a point outside Greater Accra and a malformed GhanaPost GPS address before sending', async () => {
      phoneLocation({ latitude: 6.6885, longitude: -1.6244 });
      renderApp(<AddressFormRoute />);
      const user = userEvent.setup();
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(addressMessages.mapPoint);
      await user.type(screen.getByLabelText('GhanaPost GPS address (optional)'), 'GA-18-8164');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(addressMessages.digital_address)).toBeInTheDocument();
      expect(screen.getByText(addressMessages.mapPoint)).toBeInTheDocument();
      expect(api().requests).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Remove the point' }));
      expect(screen.getByText('No point placed yet')).toBeInTheDocument();
    });

    it("shows the server's message about the point under the map", async () => {
      api().on('GET', '/api/address/:id', { body: { ...home, latitude: 5.6362, longitude: -0.1568, contact_phone: '+233241234567' } });
      api().on('PATCH', '/api/address/:id', { status: 400, body: { latitude: [addressMessages.mapPointPair] } });
      renderApp(<AddressFormRoute id="a1" />);
      const user = userEvent.setup();
      expect(await screen.findByText('Placed at 5.63620, -0.15680')).toBeInTheDocument();
      expect(screen.getByLabelText('Phone for the rider (optional)')).toHaveValue('024 123 4567');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(addressMessages.mapPointPair);
    });
  });

  it('shows an address that cannot be loaded as an error', async () => {
    api().on('GET', '/api/address/:id', { status: 404, body: { detail: 'Not found.' } });
    renderApp(<AddressFormRoute id="missing" />);
    expect(await screen.findByText('We could not load this address.')).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
  });
});
