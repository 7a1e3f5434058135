/**
 * What a rider needs of an address, read one way for the route sheet and the order (its screen,
 * ticket and board card): the landmark, the GhanaPost GPS code, the phone to call there and a
 * link that opens the place in Maps (domain route-order.ts riderMapLink).
 */
import type { MapPoint } from '@laundry-accra/domain/nearest-branch';
import { riderMapLink } from '@laundry-accra/domain/route-order';
import type { RiderFactsDto } from '@laundry-accra/domain/schemas/route-sheet';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns the rider's facts are made of. */
type RiderColumn =
  | 'address'
  | 'streetName'
  | 'town'
  | 'landmark'
  | 'digitalAddress'
  | 'contactPhone'
  | 'latitude'
  | 'longitude';

/** The columns of `table` (addresses, or an alias of it) the rider's facts are made of. */
export const riderAddressColumns = <T extends Record<RiderColumn, AnyPgColumn>>(
  table: T,
): Pick<T, RiderColumn> => ({
  address: table.address,
  streetName: table.streetName,
  town: table.town,
  landmark: table.landmark,
  digitalAddress: table.digitalAddress,
  contactPhone: table.contactPhone,
  latitude: table.latitude,
  longitude: table.longitude,
});

/** An address as `riderAddressColumns` reads it. */
export interface RiderAddressRow {
  address: string;
  streetName: string | null;
  town: string | null;
  landmark: string | null;
  digitalAddress: string | null;
  contactPhone: string | null;
  latitude: string | null;
  longitude: string | null;
}

/** The address's map point, or null without one. */
export const pointOf = (a: Pick<RiderAddressRow, 'latitude' | 'longitude'>): MapPoint | null =>
  a.latitude === null || a.longitude === null
    ? null
    : { latitude: Number(a.latitude), longitude: Number(a.longitude) };

/** The rider's facts of an address. */
export const riderFacts = (a: RiderAddressRow): RiderFactsDto => ({
  landmark: a.landmark,
  digital_address: a.digitalAddress,
  rider_phone: a.contactPhone,
  map_link: riderMapLink({
    point: pointOf(a),
    digitalAddress: a.digitalAddress,
    text: [a.address, a.streetName, a.town].filter(Boolean).join(', '),
  }),
});
