import type { Meta } from '@storybook/react';
import { customerApi, customerBooking, customerUser, failure, get, listPage } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/dashboard: the totals and the recent bookings and subscriptions. */
const meta = { title: 'App/Dashboard' } satisfies Meta;
export default meta;

const path = '/app/dashboard';

export const Filled = appStory(path, customerApi());

export const Loading = appStory(path, [
  ...customerApi(),
  get('/api/bookings/', 'loading'),
  get('/api/subscriptions/', 'loading'),
  get('/api/bookings/basket/', 'loading'),
]);

/** A new customer: nothing booked, no package, an empty basket. */
export const Empty = appStory(path, [
  ...customerApi(),
  get('/api/bookings/', { body: listPage([]) }),
  get('/api/subscriptions/', { body: listPage([]) }),
  get('/api/bookings/basket/', { body: listPage([]) }),
]);

/** Each list fails on its own: the rest of the screen still shows. */
export const Failed = appStory(path, [...customerApi(), get('/api/bookings/', failure(503, 'Service unavailable')), get('/api/subscriptions/', failure())]);

/** A long-standing customer with a long name: the list stops at 15. */
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/users/me', { body: { ...customerUser, name: 'Nana Akosua Serwaa Agyeman-Prempeh' } }),
  get('/api/bookings/', { body: listPage(Array.from({ length: 24 }, (_, i) => customerBooking(i + 1, { status: i % 3 ? 'completed' : 'washing' }))) }),
]);

/** A customer who gave no mobile number at sign-up: the one-time ask for one, above the lists. */
export const NoMobileNumber = appStory(path, [
  ...customerApi(),
  get('/api/users/me', { body: { ...customerUser, phone: null } }),
]);
