/** Shapes of the route sheet (GET /api/ops/routes/): a branch's pickups of a day and window, in riding order. */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_STATUSES } from '../statuses';
import { HANDOVERS } from '../handover';
import { CalendarDate, OptionalText, StringEnum, Uuid } from './common';

const Degrees = Type.Union([Type.Number(), Type.Null()]);

/** What a rider needs of an address, on the route sheet and on the order alike. */
export const RiderFacts = Type.Object({
  landmark: OptionalText,
  digital_address: Type.Union([Type.String(), Type.Null()], { description: 'GhanaPost GPS code (GA-123-4567)' }),
  rider_phone: Type.Union([Type.String(), Type.Null()], { description: "The address's contact phone for the rider (+233…)" }),
  map_link: Type.String({ description: 'Google Maps at the point, else at the GhanaPost GPS address, else the address' }),
});
export type RiderFactsDto = Static<typeof RiderFacts>;

/** `?branch=&date=&window=`: the branch (staff: theirs by default), the day (today in Accra) and a window's start ('10:00'; none: the whole day). */
export const RouteSheetQuery = Type.Object({
  branch: Type.Optional(Uuid),
  date: Type.Optional(CalendarDate),
  window: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['10:00'] })),
});
export type RouteSheetQuery = Static<typeof RouteSheetQuery>;

/** One pickup on the sheet. */
export const RouteStop = Type.Object({
  position: Type.Integer({ description: '1 for the first stop' }),
  booking: Uuid,
  order_number: Type.String({ examples: ['ADM-10042'] }),
  status: StringEnum(BOOKING_STATUSES),
  /** After washing: 'delivery' (a dropoff leg to come) or 'collection' at the branch (no dropoff leg). */
  handover: StringEnum(HANDOVERS),
  pickup_window: OptionalText,
  pickup_window_end: OptionalText,
  customer: Type.Object({ name: Type.String(), phone: OptionalText }),
  rider_phone: Type.Union([Type.String(), Type.Null()], { description: "The address's contact phone for the rider (+233…)" }),
  address: Type.Object({
    address_name: Type.String(),
    address: Type.String(),
    street_name: OptionalText,
    town: OptionalText,
    city: OptionalText,
    landmark: OptionalText,
    digital_address: OptionalText,
    latitude: Degrees,
    longitude: Degrees,
  }),
  map_link: Type.String({ description: 'Google Maps at the point, else at the GhanaPost GPS address, else the address' }),
  leg_km: Type.Union([Type.Number(), Type.Null()], { description: 'Straight-line km from the stop before (or the branch); null without a point' }),
});
export type RouteStopDto = Static<typeof RouteStop>;

/** A window of the day, with its pickups counted (the screen's choices). */
export const RouteWindow = Type.Object({
  start: Type.String({ examples: ['10:00'] }),
  end: Type.String({ examples: ['12:00'] }),
  pickups: Type.Integer(),
});
export type RouteWindowDto = Static<typeof RouteWindow>;

/** The route sheet. */
export const RouteSheet = Type.Object({
  branch: Type.Object({ id: Uuid, name: Type.String(), address: Type.String(), latitude: Degrees, longitude: Degrees }),
  date: CalendarDate,
  window: OptionalText,
  windows: Type.Array(RouteWindow),
  stops: Type.Array(RouteStop),
  total_km: Type.Union([Type.Number(), Type.Null()], { description: 'Sum of the legs between placed points (straight line)' }),
});
export type RouteSheetDto = Static<typeof RouteSheet>;
