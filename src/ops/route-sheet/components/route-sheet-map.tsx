import * as React from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { Map, OPEN_STREET_MAP, type MapMarker } from '@/design-system/Map/Map';
import type { RouteSheetDto } from '@laundry-accra/domain/schemas/route-sheet';

/** Where the map opens when neither the branch nor any stop is on it: over Accra. */
const ACCRA: [number, number] = [5.6, -0.17];

/**
 * The sheet's stops on a map, each pin numbered in riding order, and the branch they start from.
 * The view fits every point once the map has loaded (Leaflet loads only on this screen, once the
 * map is near the viewport; until then its pins are listed in its place).
 */
export function RouteSheetMap({ sheet }: { sheet: RouteSheetDto }) {
  const markers = React.useMemo<MapMarker[]>(() => {
    const pins: MapMarker[] = [];
    const { branch } = sheet;
    if (branch.latitude !== null && branch.longitude !== null) {
      pins.push({ id: 'branch', position: [branch.latitude, branch.longitude], label: `${branch.name} branch (start)`, popup: `${branch.name} branch: the route starts here` });
    }
    for (const stop of sheet.stops) {
      const { latitude, longitude } = stop.address;
      if (latitude === null || longitude === null) continue;
      pins.push({
        id: stop.booking,
        position: [latitude, longitude],
        badge: String(stop.position),
        label: `${stop.position}. ${stop.customer.name}`,
        popup: (
          <>
            <strong>
              {stop.position}. {stop.customer.name}
            </strong>
            <br />
            {stop.order_number}
            {stop.address.landmark && (
              <>
                <br />
                {stop.address.landmark}
              </>
            )}
          </>
        ),
      });
    }
    return pins;
  }, [sheet]);

  const fit = React.useCallback(
    (map: LeafletMap | null) => {
      if (!map || markers.length === 0) return;
      if (markers.length === 1) map.setView(markers[0].position, 15);
      else map.fitBounds(markers.map((marker) => marker.position), { padding: [32, 32], maxZoom: 16 });
    },
    [markers],
  );

  return (
    <Map
      label={`Map of the ${sheet.stops.length === 1 ? 'pickup' : 'pickups'}, numbered in riding order`}
      center={markers[0]?.position ?? ACCRA}
      zoom={12}
      markers={markers}
      mapRef={fit}
      tileUrl={process.env.GATSBY_MAP_TILE_URL || OPEN_STREET_MAP.tileUrl}
      attribution={OPEN_STREET_MAP.attribution}
    />
  );
}
