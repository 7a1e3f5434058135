import * as React from 'react';
import { MapFrame, MapPlaceholder } from './Map.styles';
import type { MapMarker, MapViewProps } from './Map.types';

export type { MapMarker };

const MapView = React.lazy(() => import('./MapView'));

/** OpenStreetMap's tiles, requested by the browser; the page works without them. */
export const OPEN_STREET_MAP = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export interface MapProps extends Partial<Pick<MapViewProps, 'tileUrl' | 'attribution'>>, Omit<MapViewProps, 'tileUrl' | 'attribution'> {
  /** Names the map for assistive technology, e.g. 'Map of our branches'. */
  label: string;
  /** When Leaflet loads: once the map is scrolled near (default), or straight away. */
  load?: 'near' | 'now';
}

/** Loads the map once it is within this distance of the viewport. */
const NEAR = '200px';

/**
 * A map with pins and popups. Leaflet (about 45 kB) loads only in the browser and only when the map
 * comes near the screen; until then, on the server and if it fails, the places are listed in
 * its place.
 */
export function Map({ label, load = 'near', tileUrl = OPEN_STREET_MAP.tileUrl, attribution = OPEN_STREET_MAP.attribution, ...view }: MapProps) {
  const frame = React.useRef<HTMLDivElement>(null);
  const [show, setShow] = React.useState(false);

  React.useEffect(() => {
    if (load === 'now' || typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  }, [load]);

  const placeholder = (
    <MapPlaceholder>
      {view.markers.map((marker) => (
        <li key={marker.id}>{marker.label}</li>
      ))}
    </MapPlaceholder>
  );

  return (
    <MapFrame ref={frame} role="region" aria-label={label} data-ui="map">
      {show ? (
        <MapErrorBoundary fallback={placeholder}>
          <React.Suspense fallback={placeholder}>
            <MapView tileUrl={tileUrl} attribution={attribution} {...view} />
          </React.Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder
      )}
    </MapFrame>
  );
}
Map.displayName = 'Map';

/** If Leaflet cannot load (offline, blocked), the list of places stays instead of a broken page. */
class MapErrorBoundary extends React.Component<{ fallback: React.ReactNode; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('The map could not be shown', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
