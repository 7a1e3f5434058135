import type { Meta } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clerk, consoleApi, failure, get, listPage, orderDetail, orderRow, ordersAnswer, summary } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/: today's figures, pickups and the board of orders by step. */
const meta = { title: 'Console/Today' } satisfies Meta;
export default meta;

export const Busy = consoleStory('/ops/', consoleApi());

/** A quiet day at one order, seen by a clerk (no admin pages in the menu). */
export const Quiet = consoleStory('/ops/', [...consoleApi(clerk), get('/api/ops/summary/', { body: summary }), get('/api/ops/bookings/', ordersAnswer([orderRow()]))], { user: clerk });

export const Empty = consoleStory('/ops/', [
  ...consoleApi(),
  get('/api/ops/summary/', { body: { ...summary, bookings_by_status: {}, pickups_today: 0, unpaid: { count: 0, total: '0.00' } } }),
  get('/api/ops/bookings/', { body: listPage([]) }),
]);
export const Loading = consoleStory('/ops/', [...consoleApi(), get('/api/ops/summary/', 'loading'), get('/api/ops/bookings/', 'loading')]);
export const Failed = consoleStory('/ops/', [...consoleApi(), get('/api/ops/summary/', failure()), get('/api/ops/bookings/', failure(503, 'Service unavailable'))]);

/** A card's 'Rider details' opened: the landmark, GhanaPost GPS code, phone to call and map link. */
export const RiderDetails = consoleStory('/ops/', [...consoleApi(clerk), get('/api/ops/summary/', { body: summary }), get('/api/ops/bookings/', ordersAnswer([orderRow()])), get('/api/ops/bookings/:id', { body: orderDetail() })], {
  user: clerk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByText('Rider details'))[0]!);
    await expect(await canvas.findByText('GA-183-8164')).toBeInTheDocument();
  },
});

/**
 * An order picked up with a mending job still to price: its card says so, and its menu offers no
 * move into the wash (the server would refuse it), as the order screen does (checked, then closed).
 */
export const JobWaiting = consoleStory(
  '/ops/',
  [
    ...consoleApi(clerk),
    get('/api/ops/summary/', { body: summary }),
    get('/api/ops/bookings/', ordersAnswer([orderRow({ jobs: [{ job_status: 'to_price' }], quantities: [{ unit: 'piece', quantity: 3 }, { unit: 'job', quantity: 1 }] })])),
  ],
  {
    user: clerk,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Move ADM-10042' }));
      const page = within(canvasElement.ownerDocument.body);
      const items = await page.findAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual(['Cancel order…']);
      // Closed again for the picture: the card and what it says of the job.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    },
  },
);
