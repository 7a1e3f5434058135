import type { Meta } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ACCRA, consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/branches/{id}/hours: a branch's opening hours, pickup windows, closures, Express and pickup fee. */
const meta = { title: 'Console/Hours' } satisfies Meta;
export default meta;

const path = `/ops/branches/${ACCRA.id}/hours`;

export const Filled = consoleStory(path, consoleApi());
export const Failed = consoleStory(path, [...consoleApi(), get('/api/ops/branches/:id/hours', failure())]);

/** Closing a day with bookings: each booking and its next open window, shown before saving. */
export const CloseDayDialog = consoleStory(path, consoleApi(), {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add a closed date' });
    await userEvent.type(within(form).getByLabelText('Date'), '2099-03-02');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Water outage');
    await userEvent.click(within(form).getByRole('button', { name: 'Close on this date' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('list', { name: 'Bookings to move' })).toBeInTheDocument();
  },
});
