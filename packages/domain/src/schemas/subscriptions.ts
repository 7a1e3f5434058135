/** Shapes of subscriptions to a monthly package. */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Money, Uuid } from './common';
import { SUBSCRIPTION_STATUSES } from '../statuses';
import { messages } from '../rules';
import { RequiredText } from './fields';

export const Subscription = Type.Object({
  id: Uuid,
  user: Uuid,
  package: Type.Object({ id: Uuid, name: Type.String(), price: Money }),
  price: Money,
  total_items: Type.Integer(),
  start_date: CalendarDate,
  end_date: CalendarDate,
  status: Type.Unsafe<(typeof SUBSCRIPTION_STATUSES)[number]>({
    type: 'string',
    enum: [...SUBSCRIPTION_STATUSES],
  }),
  period_start: Type.Union([CalendarDate, Type.Null()], { description: 'First day of the paid period containing today; null when none' }),
  period_end: Type.Union([CalendarDate, Type.Null()], { description: 'First day after that period' }),
  allowance: Type.Integer({ description: 'Items the period covers' }),
  used: Type.Integer({ description: 'Items checkouts have covered in the period' }),
  remaining: Type.Integer({ description: 'Items left in the period' }),
});
export type SubscriptionDto = Static<typeof Subscription>;

/**
 * POST /subscriptions/: only the package is read. The app also sends user, price, total_items and
 * dates; the server takes those from the package and the calendar instead.
 */
export const SubscribeBody = Type.Object({
  package: RequiredText(messages.subscribe.package, { description: 'Package id.' }),
});
export type SubscribeBody = Static<typeof SubscribeBody>;
