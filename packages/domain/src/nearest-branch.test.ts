import { chooseBranch, distanceKm } from './nearest-branch';

const EAST_LEGON = { id: 'east', name: 'East Legon', point: { latitude: 5.6362, longitude: -0.1568 } };
const OSU = { id: 'osu', name: 'Osu', point: { latitude: 5.5571, longitude: -0.1823 } };

describe('chooseBranch', () => {
  test('picks the nearest branch to the pickup point', () => {
    // Labadi is nearer Osu; Madina is nearer East Legon.
    expect(chooseBranch({ point: { latitude: 5.5603, longitude: -0.1485 } }, [EAST_LEGON, OSU])).toMatchObject({ id: 'osu', reason: 'nearest' });
    expect(chooseBranch({ point: { latitude: 5.6685, longitude: -0.1657 } }, [EAST_LEGON, OSU])).toMatchObject({ id: 'east', reason: 'nearest' });
  });

  test('ignores branches without a point when measuring', () => {
    const noPoint = { id: 'x', name: 'Tema', point: null };
    expect(chooseBranch({ point: { latitude: 5.56, longitude: -0.18 } }, [noPoint, EAST_LEGON])).toMatchObject({ id: 'east', reason: 'nearest' });
  });

  test('without a point, the branch the address names, whole words only', () => {
    expect(chooseBranch({ text: '12 Oxford St, Osu, Accra' }, [EAST_LEGON, OSU])).toEqual({ id: 'osu', reason: 'named-in-address' });
    expect(chooseBranch({ text: 'Boundary Rd, east-legon' }, [OSU, EAST_LEGON])).toEqual({ id: 'east', reason: 'named-in-address' });
    expect(chooseBranch({ text: 'Osum Street' }, [EAST_LEGON, OSU])).toEqual({ id: 'east', reason: 'first-branch' });
  });

  test('falls back to the only branch, the first branch, or nothing', () => {
    expect(chooseBranch({}, [OSU])).toEqual({ id: 'osu', reason: 'only-branch' });
    expect(chooseBranch({ point: { latitude: NaN, longitude: 0 } }, [EAST_LEGON, OSU])).toEqual({ id: 'east', reason: 'first-branch' });
    expect(chooseBranch({}, [])).toBeUndefined();
  });

  test('distanceKm: East Legon to Osu is about 9 km', () => {
    expect(distanceKm(EAST_LEGON.point, OSU.point)).toBeGreaterThan(8.5);
    expect(distanceKm(EAST_LEGON.point, OSU.point)).toBeLessThan(9.7);
  });
});
