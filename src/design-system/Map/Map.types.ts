import type { Map as LeafletMap } from 'leaflet';
import type * as React from 'react';

/** A place on the map. */
export interface MapMarker {
  /** Stable id. */
  id: string;
  /** [latitude, longitude]. */
  position: [number, number];
  /** Short name, read by screen readers and shown as the pin's tooltip. */
  label: string;
  /** What the popup shows when the pin is clicked. */
  popup: React.ReactNode;
  /** A short text drawn on the pin (a stop's number on a route); none draws the plain pin. */
  badge?: string;
}

export interface MapViewProps {
  /** [latitude, longitude] the map opens on. */
  center: [number, number];
  /** Opening zoom; fractions allowed (11.3). */
  zoom: number;
  /** The pins. */
  markers: readonly MapMarker[];
  /** Tile URL template with {z}/{x}/{y} (and optionally {s}). */
  tileUrl: string;
  /** Credit for the tiles, as HTML. */
  attribution: string;
  /** Zoom with the mouse wheel (off by default so the page scrolls past the map). */
  scrollWheelZoom?: boolean;
  /** Called with [latitude, longitude] when the map is clicked (to place something on it). */
  onPick?: (position: [number, number]) => void;
  /** Receives the Leaflet map once it exists (to pan or zoom it from outside). */
  mapRef?: React.Ref<LeafletMap>;
}
