import type { Meta } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/reports: takings and bookings over a range, as charts and tables (admins). */
const meta = { title: 'Console/Reports' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/reports', consoleApi(), {
  // The range's bookings by how they come back to the customer, beside the statuses.
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Delivery or collection' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    await expect(rows).toEqual(['Delivery169', 'Collection at branch45']);
  },
});
export const Loading = consoleStory('/ops/reports', [...consoleApi(), get('/api/ops/reports/takings/', 'loading'), get('/api/ops/reports/bookings/', 'loading')]);
export const Failed = consoleStory('/ops/reports', [...consoleApi(), get('/api/ops/reports/takings/', failure()), get('/api/ops/reports/bookings/', failure())]);
