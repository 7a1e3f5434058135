import { addressSchema, validateWith } from './forms';
import {
  addressMessages,
  GHANAPOST_GPS_PATTERN,
  isInGreaterAccra,
  LANDMARK_MAX,
  mapPointProblem,
  normaliseGhanaPostGps,
} from './rules';

describe('GhanaPost GPS digital addresses', () => {
  test.each([
    ['GA-183-8164', 'GA-183-8164'],
    ['ga1838164', 'GA-183-8164'],
    ['GA 183 8164', 'GA-183-8164'],
    ['  gA-183 8164 ', 'GA-183-8164'],
    ['GA-0183-8164', 'GA-0183-8164'],
    ['ge23180012', 'GE-2318-0012'],
    ['AK-484-9321', 'AK-484-9321'],
  ])('%j is read as %j', (typed, stored) => {
    expect(GHANAPOST_GPS_PATTERN.test(typed)).toBe(true);
    expect(normaliseGhanaPostGps(typed)).toBe(stored);
  });

  test.each([
    ['', 'empty'],
    ['GA-18-8164', 'two digits in the middle'],
    ['GA-18345-8164', 'five digits in the middle'],
    ['GA-183-816', 'three digits at the end'],
    ['GA-1838-164', 'the split in the wrong place'],
    ['G-183-8164', 'one letter'],
    ['GAX-183-8164', 'three letters'],
    ['12-183-8164', 'digits for letters'],
    ['GA_183_8164', 'underscores'],
    ['GA-183-8164-1', 'a tail'],
  ])('%j is refused (%s)', (typed) => {
    expect(GHANAPOST_GPS_PATTERN.test(typed)).toBe(false);
    expect(normaliseGhanaPostGps(typed)).toBeUndefined();
  });
});

describe('map points', () => {
  test.each([
    [5.5571, -0.1823, true, 'Osu'],
    [5.6362, -0.1568, true, 'East Legon'],
    [5.6698, -0.0166, true, 'Tema'],
    [5.7833, 0.6333, true, 'Ada Foah'],
    [5.45, -0.55, true, 'the south-west corner'],
    [6.6885, -1.6244, false, 'Kumasi'],
    [5.1053, -1.2466, false, 'Cape Coast'],
    [5.6037, -0.9, false, 'west of Kasoa'],
    [6.2, -0.18, false, 'north of the region'],
    [0, 0, false, 'the Gulf of Guinea'],
    [Number.NaN, -0.18, false, 'not a number'],
  ])('(%f, %f) inside Greater Accra: %s (%s)', (latitude, longitude, inside) => {
    expect(isInGreaterAccra(latitude, longitude)).toBe(inside);
  });

  test.each([
    [null, null, undefined],
    [undefined, undefined, undefined],
    [5.6, -0.18, undefined],
    [5.6, null, { longitude: [addressMessages.mapPointPair] }],
    [null, -0.18, { latitude: [addressMessages.mapPointPair] }],
    [6.6885, -1.6244, { latitude: [addressMessages.mapPoint] }],
  ])('latitude %p, longitude %p: %p', (latitude, longitude, problem) => {
    expect(mapPointProblem(latitude, longitude)).toEqual(problem);
  });
});

describe('the address form', () => {
  const base = { address_name: 'Home', address: '12 Nii Sai Rd' };

  test.each([
    [{}, true],
    [{ latitude: 5.6362, longitude: -0.1568 }, true],
    [{ latitude: '', longitude: '' }, true],
    [{ digital_address: 'ga1838164', landmark: 'Opposite the Shell station', contact_phone: '024 123 4567' }, true],
    // Both coordinates outside Greater Accra's bounds: each refused, as the API's schema refuses them
    // (the map shows the one message).
    [{ latitude: 6.6885, longitude: -1.6244 }, { latitude: [addressMessages.mapPoint], longitude: [addressMessages.mapPoint] }],
    [{ latitude: 5.6362, longitude: -1.6244 }, { longitude: [addressMessages.mapPoint] }],
    [{ latitude: 5.6362, longitude: null }, { longitude: [addressMessages.mapPointPair] }],
    [{ digital_address: 'GA-18-8164' }, { digital_address: [addressMessages.digital_address] }],
    [{ landmark: 'x'.repeat(LANDMARK_MAX + 1) }, { landmark: [addressMessages.landmark] }],
    [{ contact_phone: '12345' }, { contact_phone: [addressMessages.contact_phone] }],
  ])('%j → %j', (fields, expected) => {
    const result = validateWith(addressSchema, { ...base, ...fields });
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: expected });
  });
});
