/** Shapes of a branch's pickup-and-delivery setting (GET and PUT /ops/branches/{id}/pickup). */
import { Type, type Static } from '@sinclair/typebox';
import { Money } from './common';

/** A branch's pickup fee and the weight by the kilo from which pickup is free. */
export const PickupSettings = Type.Object({
  pickup_fee: Type.String({
    description: "What a booking pays for pickup and delivery ('10.00'); '0.00' makes pickup always free",
    examples: ['10.00'],
  }),
  free_pickup_from_kg: Type.Number({
    description: 'Kilograms of laundry by the kilo (one decimal, above 0) from which pickup is free',
    examples: [5],
  }),
});
export type PickupSettingsDto = Static<typeof PickupSettings>;

/** The setting as the API answers it (the fee always two decimals). */
export const PickupSettingsAnswer = Type.Object({
  pickup_fee: Money,
  free_pickup_from_kg: Type.Number(),
});
export type PickupSettingsAnswerDto = Static<typeof PickupSettingsAnswer>;
