import { nearestNeighbourRoute, riderMapLink } from './route-order';

/** East Legon branch, and pickups around it (points from the map). */
const BRANCH = { latitude: 5.6362, longitude: -0.1568 };
const stop = (name: string, latitude?: number, longitude?: number) => ({
  name,
  point: latitude === undefined || longitude === undefined ? null : { latitude, longitude },
});
const names = (route: { stop: { name: string } }[]) => route.map((r) => r.stop.name);

describe('nearest-neighbour route from the branch', () => {
  test.each([
    {
      case: 'nearest first, then the nearest to that stop, not to the branch',
      stops: [stop('Osu', 5.5571, -0.1823), stop('Airport', 5.6052, -0.1718), stop('Adjiringanor', 5.6456, -0.1378)],
      order: ['Adjiringanor', 'Airport', 'Osu'],
    },
    {
      case: 'addresses without a point go last, in the order given',
      stops: [stop('No point A'), stop('Osu', 5.5571, -0.1823), stop('No point B'), stop('Airport', 5.6052, -0.1718)],
      order: ['Airport', 'Osu', 'No point A', 'No point B'],
    },
    {
      case: 'a tie keeps the order given',
      stops: [stop('Same place 1', 5.6, -0.17), stop('Same place 2', 5.6, -0.17)],
      order: ['Same place 1', 'Same place 2'],
    },
    { case: 'no stops', stops: [], order: [] },
  ])('$case', ({ stops, order }) => {
    const route = nearestNeighbourRoute(BRANCH, stops);
    expect(names(route)).toEqual(order);
    expect(route.map((r) => r.position)).toEqual(order.map((_, i) => i + 1));
  });

  test('each leg is the distance from the point before; none for a stop without a point', () => {
    const route = nearestNeighbourRoute(BRANCH, [stop('Airport', 5.6052, -0.1718), stop('No point'), stop('Osu', 5.5571, -0.1823)]);
    expect(route[0].legKm).toBeCloseTo(3.83, 1);
    expect(route[1].legKm).toBeCloseTo(5.6, 0);
    expect(route[2]).toMatchObject({ stop: { name: 'No point' }, legKm: null });
  });

  test('without a branch point it starts at the first stop with a point', () => {
    const route = nearestNeighbourRoute(null, [stop('No point'), stop('Osu', 5.5571, -0.1823), stop('Adjiringanor', 5.6456, -0.1378), stop('Airport', 5.6052, -0.1718)]);
    expect(names(route)).toEqual(['Osu', 'Airport', 'Adjiringanor', 'No point']);
    expect(route[0].legKm).toBeNull();
  });
});

describe('the rider’s map link', () => {
  test.each([
    [{ point: { latitude: 5.6052, longitude: -0.1718 }, digitalAddress: 'GA-183-8164', text: 'x' }, 'https://www.google.com/maps?q=5.6052,-0.1718'],
    [{ point: null, digitalAddress: 'GA-183-8164', text: 'x' }, 'https://www.google.com/maps?q=GA-183-8164'],
    [{ point: null, digitalAddress: null, text: '12 Nii Sai Rd, East Legon' }, 'https://www.google.com/maps?q=12%20Nii%20Sai%20Rd%2C%20East%20Legon%2C%20Accra%2C%20Ghana'],
  ])('%j → %s', (place, link) => {
    expect(riderMapLink(place)).toBe(link);
  });
});
