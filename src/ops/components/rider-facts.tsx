import * as React from 'react';
import { formatPhone } from '@laundry-accra/domain/format';
import type { OrderPlaceDto } from '@laundry-accra/domain/schemas/ops';
import { addressLine, telLink } from './contact-links';

export interface RiderFactsProps {
  /** 'Pickup' or 'Dropoff': the first term of the list. */
  title: string;
  place: OrderPlaceDto;
  /** On paper (the bag's ticket): no links to tap, the number written out. */
  printed?: boolean;
}

/**
 * An order's address as its rider needs it, the same facts as the route sheet: the address, the
 * landmark, the GhanaPost GPS code, the phone to call on arrival and a link that opens the place
 * in Google Maps. Terms and details of a description list (`<dl>` of the caller).
 */
export function RiderFacts({ title, place, printed = false }: RiderFactsProps) {
  const phone = place.rider_phone ? formatPhone(place.rider_phone) : null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        {!printed && (
          <>
            <strong>{place.address_name}</strong>
            <br />
          </>
        )}
        {addressLine(place)}
        {!printed && (
          <>
            <br />
            <a href={place.map_link} target="_blank" rel="noopener noreferrer">
              Open in Google Maps
            </a>
          </>
        )}
      </dd>
      {place.landmark && (
        <>
          <dt>Landmark</dt>
          <dd>{place.landmark}</dd>
        </>
      )}
      {place.digital_address && (
        <>
          <dt>GhanaPost GPS</dt>
          <dd>{place.digital_address}</dd>
        </>
      )}
      {place.rider_phone && (
        <>
          <dt>Call on arrival</dt>
          <dd>
            {printed ? (
              phone
            ) : (
              <a
                href={telLink(place.rider_phone)}
                aria-label={`Call on arrival at the ${title.toLowerCase()} on ${phone}`}
              >
                {phone}
              </a>
            )}
          </dd>
        </>
      )}
    </>
  );
}
