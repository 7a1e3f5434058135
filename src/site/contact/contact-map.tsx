import * as React from 'react';
import { Map, OPEN_STREET_MAP } from '@/design-system/Map/Map';
import type { Branch } from '@/site/site-facts';

/** Where the map opens: over Accra, between the two branches, at zoom 11.3 (SPEC §9). */
export const MAP_CENTRE: [number, number] = [5.6, -0.17];
export const MAP_ZOOM = 11.3;

/** The Contact page's map: a pin with a popup for each branch; the page works when tiles fail. */
export function ContactMap({ branches }: { branches: readonly Branch[] }) {
  const markers = branches.map((branch) => ({
    id: branch.name,
    position: [branch.latitude, branch.longitude] as [number, number],
    label: branch.label,
    popup: (
      <>
        <strong>{branch.label}</strong>
        <br />
        {branch.name} branch
        <br />
        <a href={branch.mapUrl} target="_blank" rel="noopener">
          Directions
        </a>
      </>
    ),
  }));
  return (
    <Map
      label="Map of our branches in Accra"
      center={MAP_CENTRE}
      zoom={MAP_ZOOM}
      markers={markers}
      tileUrl={process.env.GATSBY_MAP_TILE_URL || OPEN_STREET_MAP.tileUrl}
      attribution={OPEN_STREET_MAP.attribution}
    />
  );
}
