import L, { type Map as LeafletMap } from 'leaflet';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import { ContactMap } from './contact-map';

const { branches } = readContent<SiteFacts>('site');

// Leaflet only allows fractional zoom where CSS 3D transforms exist; every browser has them, jsdom
// does not say so. Tell Leaflet what a real browser would.
(L.Browser as { any3d: boolean }).any3d = true;

// Every Leaflet map drawn, through Leaflet's own hook for new maps.
const maps: LeafletMap[] = [];
L.Map.addInitHook(function (this: LeafletMap) {
  maps.push(this);
});

/** A browser where the map is scrolled into view as soon as it is watched. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const region = () => screen.getByRole('region', { name: 'Map of our branches in Accra' });
const pins = () => Array.from(region().querySelectorAll<HTMLElement>('.leaflet-marker-icon'));

describe('ContactMap', () => {
  const jsdomObserver = globalThis.IntersectionObserver;

  afterEach(() => {
    globalThis.IntersectionObserver = jsdomObserver;
    maps.length = 0;
  });

  it('lists both branches until the map comes near the screen', () => {
    render(<ContactMap branches={branches} />, { wrapper: ThemeProvider });
    expect(within(region()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nii Sai Rd, Accra',
      'Osu La Crescent, Accra',
    ]);
  });

  describe('in view', () => {
    beforeEach(async () => {
      globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
      render(<ContactMap branches={branches} />, { wrapper: ThemeProvider });
      await waitFor(() => expect(pins()).toHaveLength(2), { timeout: 5000 });
    });

    it('opens over Accra at zoom 11.3, with scroll-wheel zoom off so the page scrolls past it', () => {
      expect(maps).toHaveLength(1);
      expect(maps[0].getZoom()).toBeCloseTo(11.3);
      expect(maps[0].scrollWheelZoom.enabled()).toBe(false);
      const centre = maps[0].getCenter();
      expect([centre.lat, centre.lng]).toEqual([5.6, -0.17]);
    });

    it('puts a pin on each branch from content/site.yaml', () => {
      expect(pins().map((pin) => pin.getAttribute('title'))).toEqual(['Nii Sai Rd, Accra', 'Osu La Crescent, Accra']);
      const markers: L.Marker[] = [];
      maps[0].eachLayer((layer) => {
        if (layer instanceof L.Marker) markers.push(layer);
      });
      expect(markers.map((marker) => [marker.getLatLng().lat, marker.getLatLng().lng])).toEqual(
        branches.map((branch) => [branch.latitude, branch.longitude]),
      );
    });

    it.each(branches.map((branch) => [branch.name, branch] as const))(
      "opens the %s branch's popup with its address and directions",
      async (_name, branch) => {
        await userEvent.setup().click(region().querySelector(`[title="${branch.label}"]`)!);
        await waitFor(() => expect(region().querySelector('.leaflet-popup-content')).not.toBeNull());
        const popup = region().querySelector<HTMLElement>('.leaflet-popup-content')!;
        expect(popup).toHaveTextContent(`${branch.label}${branch.name} branchDirections`);
        expect(within(popup).getByText(branch.label).tagName).toBe('STRONG');
        const directions = within(popup).getByRole('link', { name: 'Directions' });
        expect(directions).toHaveAttribute('href', branch.mapUrl);
        expect(directions).toHaveAttribute('target', '_blank');
      },
    );
  });
});
