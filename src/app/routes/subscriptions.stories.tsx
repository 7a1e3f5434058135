import type { Meta } from '@storybook/react';
import { customerApi, dayAfter, failure, familyBundle, get, listPage, subscription, TODAY } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/subscriptions: the customer's packages, the packages to choose from, and one package's detail. */
const meta = { title: 'App/Packages' } satisfies Meta;
export default meta;

const path = '/app/subscriptions';

export const Subscribed = appStory(path, customerApi());

/** No package yet: the packages on offer. */
export const Empty = appStory(path, [...customerApi(), get('/api/subscriptions/', { body: listPage([]) })]);
export const Loading = appStory(path, [...customerApi(), get('/api/subscriptions/', 'loading')]);
export const Failed = appStory(path, [...customerApi(), get('/api/subscriptions/', failure())]);
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/subscriptions/', {
    body: listPage(
      Array.from({ length: 8 }, (_, i) =>
        subscription({ id: `77777777-7777-4777-8777-7777777777${String(10 + i)}`, status: i === 0 ? 'active' : 'inactive', used: 40, remaining: 0 }),
      ),
    ),
  }),
]);

/** One subscription: its allowance this period. */
export const Detail = appStory(`/app/subscriptions/${subscription().id}`, customerApi());

/** Five days before the paid month ends: 'Pay for next month'. */
export const PayAhead = appStory(`/app/subscriptions/${subscription().id}`, [
  ...customerApi(),
  get(`/api/subscriptions/${subscription().id}`, {
    body: subscription({ start_date: dayAfter(TODAY, -25), end_date: dayAfter(TODAY, 5), period_start: dayAfter(TODAY, -25), period_end: dayAfter(TODAY, 5) }),
  }),
]);

/** Subscribing to a package: its description and the confirmation. */
export const Subscribe = appStory(`/app/subscriptions/add-subscription/${familyBundle.id}`, customerApi());
