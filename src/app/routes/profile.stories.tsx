import type { Meta } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@laundry-accra/domain/rules';
import { customerApi, failure, get } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/profile: name, email, mobile number and what the customer receives. */
const meta = { title: 'App/Profile' } satisfies Meta;
export default meta;

const path = '/app/profile';

export const Filled = appStory(path, customerApi());
export const Loading = appStory(path, [...customerApi(), get('/api/users/me', 'loading')]);
export const Failed = appStory(path, [...customerApi(), get('/api/users/me', failure())]);

/** A mobile number that is not Ghanaian: the form says so and sends nothing. */
export const InvalidPhone = appStory(path, customerApi(), {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText('Mobile number (optional)');
    // The form fills in the saved number once the profile has come; typing before that would be
    // overwritten by it.
    await waitFor(() => expect(phone).toHaveValue('024 412 3456'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByText(messages.profile.phone)).toBeInTheDocument();
  },
});
