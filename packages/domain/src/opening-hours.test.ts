import { openingHoursLines, openingHoursShort } from './opening-hours';
import { DEFAULT_OPENING_HOURS } from './seed-catalogue';
import { OPENING_HOURS, openingHoursText } from './business';

it("writes the branches' week as the footer's lines, closed days left out", () => {
  expect(openingHoursLines(DEFAULT_OPENING_HOURS)).toEqual([
    { days: 'Mondays to Fridays', time: '7:00 AM - 7:00 PM' },
    { days: 'Saturdays', time: '8:00 AM - 6:00 PM' },
  ]);
  expect(openingHoursShort(DEFAULT_OPENING_HOURS)).toBe('Mon-Fri 7am-7pm, Sat 8am-6pm');
});

it("the messages' hours are the branches' hours, not a text of their own", () => {
  expect(OPENING_HOURS).toEqual(openingHoursLines(DEFAULT_OPENING_HOURS));
  expect(openingHoursText()).toBe('Mondays to Fridays 7:00 AM - 7:00 PM; Saturdays 8:00 AM - 6:00 PM');
});

it('keeps days apart that a closed day or other hours separate', () => {
  const week = [
    { weekday: 1, closed: false, opensAt: '08:00', closesAt: '17:30' },
    { weekday: 2, closed: true, opensAt: '08:00', closesAt: '17:30' },
    { weekday: 3, closed: false, opensAt: '08:00', closesAt: '17:30' },
    { weekday: 4, closed: false, opensAt: '08:00', closesAt: '17:30' },
    { weekday: 0, closed: false, opensAt: '10:00', closesAt: '14:00' },
  ];
  expect(openingHoursLines(week)).toEqual([
    { days: 'Mondays', time: '8:00 AM - 5:30 PM' },
    { days: 'Wednesdays to Thursdays', time: '8:00 AM - 5:30 PM' },
    { days: 'Sundays', time: '10:00 AM - 2:00 PM' },
  ]);
  expect(openingHoursShort(week)).toBe('Mon 8am-5:30pm, Wed-Thu 8am-5:30pm, Sun 10am-2pm');
});
