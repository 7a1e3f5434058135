/**
 * The Leaflet part of the map. Leaflet touches `window` when it loads, so this module is only
 * ever imported in the browser (Map.tsx loads it lazily).
 */
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import * as React from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from 'react-leaflet';
import type { MapViewProps } from './Map.types';

/**
 * Leaflet's own stylesheet comes with the map, not in every page's global CSS: put in the head once,
 * however many maps are drawn, when this module loads (before the first map is drawn). The element
 * is the page's own, not the renderer's: Preact draws a `<style>` where it stands, and every map
 * would carry a copy.
 */
const LEAFLET_STYLESHEET_ID = 'leaflet-stylesheet';
function addLeafletStylesheet() {
  if (typeof document === 'undefined' || document.getElementById(LEAFLET_STYLESHEET_ID)) return;
  const style = document.createElement('style');
  style.id = LEAFLET_STYLESHEET_ID;
  style.textContent = leafletCss;
  // First in the head: the site's styled-components rules (the map's frame, the popups) come after and win.
  document.head.prepend(style);
}
addLeafletStylesheet();

// A pin drawn in SVG: no marker images to resolve through the bundler, and it takes the brand colour.
const pin = L.divIcon({
  className: 'adom-map-pin',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#f2b33d"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});

/** Escapes text for the pin's HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pin with a short text on its head (a route's stop number) in place of the dot. */
const badgePin = (badge: string) =>
  L.divIcon({
    className: 'adom-map-pin',
    html: `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><text x="16" y="20.5" text-anchor="middle" font-size="${badge.length > 2 ? 10 : 13}" font-weight="700" font-family="sans-serif" fill="#fff">${escapeHtml(badge)}</text></svg>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -36],
  });

/** Hands a click's position to `onPick`. */
function PickOnClick({ onPick }: { onPick: (position: [number, number]) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** Whether the visitor asked their system for less motion (read once: Leaflet takes its options when the map is made). */
const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The interactive map: tiles, the pins and their popups. */
export default function MapView({ center, zoom, markers, tileUrl, attribution, scrollWheelZoom = false, onPick, mapRef }: MapViewProps) {
  // Less motion: zooms, tiles and pins move in one step, and a drag stops where it is let go.
  const [still] = React.useState(prefersReducedMotion);
  // zoomSnap 0.1: Leaflet would otherwise round a fractional zoom such as 11.3 to 11.
  return (
    <MapContainer
      ref={mapRef}
      center={center}
      zoom={zoom}
      zoomSnap={0.1}
      scrollWheelZoom={scrollWheelZoom}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
      inertia={!still}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {onPick && <PickOnClick onPick={onPick} />}
      {markers.map((marker) => (
        <Marker key={marker.id} position={marker.position} icon={marker.badge ? badgePin(marker.badge) : pin} title={marker.label} alt={marker.label}>
          <Popup>{marker.popup}</Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
