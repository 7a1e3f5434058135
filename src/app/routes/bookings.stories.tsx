import type { Meta } from '@storybook/react';
import { customerApi, customerBooking, failure, get, listPage } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/bookings: every booking of the customer's. */
const meta = { title: 'App/Bookings' } satisfies Meta;
export default meta;

const path = '/app/bookings';

export const Filled = appStory(path, customerApi());
export const Loading = appStory(path, [...customerApi(), get('/api/bookings/', 'loading')]);
export const Empty = appStory(path, [...customerApi(), get('/api/bookings/', { body: listPage([]) })]);
export const Failed = appStory(path, [...customerApi(), get('/api/bookings/', failure(502, 'Bad gateway'))]);
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/bookings/', {
    body: listPage(
      Array.from({ length: 30 }, (_, i) =>
        customerBooking(i + 1, { status: (['completed', 'washing', 'cancelled', 'pending'] as const)[i % 4], sub_total: `${(1250.5 + i * 311).toFixed(2)}` }),
      ),
    ),
  }),
]);

/** /app/bookings/add-booking: items, pickup and drop-off, the day and window. */
export const NewBooking = appStory('/app/bookings/add-booking', customerApi());
