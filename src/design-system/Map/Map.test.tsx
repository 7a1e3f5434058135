import { composeStories } from '@storybook/react';
import L, { type Map as LeafletMap } from 'leaflet';
import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Map.stories';

const { Default, NotYetLoaded } = composeStories(stories);

// Leaflet only allows fractional zoom where CSS 3D transforms exist; every browser has them, jsdom
// does not say so. Tell Leaflet what a real browser would.
(L.Browser as { any3d: boolean }).any3d = true;

const region = () => screen.getByRole('region', { name: 'Map of our branches' });

describe('Map', () => {
  it('lists the places until the map is near the screen', () => {
    render(<NotYetLoaded />, { wrapper: ThemeProvider });
    expect(region()).toHaveAttribute('data-ui', 'map');
    expect(within(region()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Nii Sai Rd, Accra',
      'Osu La Crescent, Accra',
    ]);
    expect(region().querySelector('.leaflet-container')).toBeNull();
  });

  it('draws a Leaflet map with a pin per place, at zoom 11.3, without scroll-wheel zoom', async () => {
    const map = React.createRef<LeafletMap>();
    render(<Default mapRef={map} />, { wrapper: ThemeProvider });
    await waitFor(() => expect(region().querySelectorAll('.leaflet-marker-icon')).toHaveLength(2), { timeout: 5000 });
    const pins = Array.from(region().querySelectorAll('.leaflet-marker-icon'));
    expect(pins.map((pin) => pin.getAttribute('title'))).toEqual(['Nii Sai Rd, Accra', 'Osu La Crescent, Accra']);
    expect(map.current!.getZoom()).toBeCloseTo(11.3);
    expect(map.current!.scrollWheelZoom.enabled()).toBe(false);
    expect(region().querySelector('.leaflet-tile-pane')).not.toBeNull();
  });

  it("opens a pin's popup when it is clicked", async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await waitFor(() => expect(region().querySelectorAll('.leaflet-marker-icon')).toHaveLength(2), { timeout: 5000 });
    await user.click(region().querySelector('[title="Osu La Crescent, Accra"]')!);
    await waitFor(() => expect(region().querySelector('.leaflet-popup-content')).toHaveTextContent('Osu La Crescent, Accra'));
  });

  it('zooms, fades and pans in one step when the visitor asks for less motion', async () => {
    // jsdom answers no media query (jest/setup-site.ts); here it answers as a browser set to reduce motion.
    const original = window.matchMedia;
    const reduced = (query: string) => ({ ...original(query), matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    const moving = React.createRef<LeafletMap>();
    const { unmount } = render(<Default mapRef={moving} />, { wrapper: ThemeProvider });
    await waitFor(() => expect(moving.current).not.toBeNull(), { timeout: 5000 });
    expect(moving.current!.options.inertia).toBe(true);
    unmount();

    window.matchMedia = reduced;
    try {
      const still = React.createRef<LeafletMap>();
      render(<Default mapRef={still} />, { wrapper: ThemeProvider });
      await waitFor(() => expect(still.current).not.toBeNull(), { timeout: 5000 });
      const { zoomAnimation, fadeAnimation, markerZoomAnimation, inertia } = still.current!.options;
      expect({ zoomAnimation, fadeAnimation, markerZoomAnimation, inertia }).toEqual({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false });
    } finally {
      window.matchMedia = original;
    }
  });
});
