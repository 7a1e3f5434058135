/** Shapes of Same-Day Express's settings (GET and PUT /ops/branches/{id}/express). */
import { Type, type Static } from '@sinclair/typebox';
import { EXPRESS_LIMITS } from '../service-speed';

/** A branch's Express surcharge and its Express places per pickup day. */
export const ExpressSettings = Type.Object({
  surcharge_percent: Type.Integer({
    minimum: 0,
    maximum: EXPRESS_LIMITS.maxSurchargePercent,
    description: "Per cent of the items' sub total an Express booking pays on top",
  }),
  daily_capacity: Type.Integer({
    minimum: 0,
    maximum: EXPRESS_LIMITS.maxDailyCapacity,
    description: 'Express bookings the branch takes per pickup day',
  }),
});
export type ExpressSettingsDto = Static<typeof ExpressSettings>;
