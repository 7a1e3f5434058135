import type { Meta } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '@laundry-accra/domain/rules';
import { customerApi, failure, get, home, listPage, office, route } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/user/address: the saved addresses, and the form that adds or edits one. */
const meta = { title: 'App/Addresses' } satisfies Meta;
export default meta;

const path = '/app/user/address';

export const Filled = appStory(path, customerApi());
export const Loading = appStory(path, [...customerApi(), get('/api/address/', 'loading')]);
export const Empty = appStory(path, [...customerApi(), get('/api/address/', { body: listPage([]) })]);
export const Failed = appStory(path, [...customerApi(), get('/api/address/', failure())]);
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/address/', {
    body: listPage([
      home,
      office,
      { ...office, id: '33333333-3333-4333-8333-333333333335', address_name: "Grandmother's house in Kumasi", address: 'Plot 27, Block C, behind the Methodist church, Ahodwo Roundabout', town: 'Ahodwo', city: 'Kumasi' },
      { ...home, id: '33333333-3333-4333-8333-333333333336', address_name: 'Gym', address: '1 Independence Ave', street_name: null, town: null },
    ]),
  }),
]);

/** 'Add A New Address' saved empty: both required fields say what they need. */
export const AddAddressRequired = appStory('/app/user/address/add-address', customerApi(), {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByText(messages.address.address_name)).toBeInTheDocument();
    await expect(canvas.getByText(messages.address.address)).toBeInTheDocument();
  },
});

/** Editing an address the server refuses: its field error shows on the form. */
export const EditAddressRefused = appStory(`/app/user/address/edit-address/${home.id}`, [
  ...customerApi(),
  route('PATCH', '/api/address/:id', { status: 400, body: { address: ['Please Provide the address'] } }),
], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Address name')).toHaveValue('Home');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByText('Please Provide the address')).toBeInTheDocument();
  },
});
