import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import { businessJsonLd, daysOfWeek, to24Hour } from './business-json-ld';

const facts = readContent<SiteFacts>('site');

describe('business JSON-LD', () => {
  it('reads the office hours the way they are written', () => {
    expect(daysOfWeek('Mondays to Saturdays')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(daysOfWeek('Holidays')).toEqual(['PublicHolidays']);
    expect(to24Hour('8:00AM')).toBe('08:00');
    expect(to24Hour('6:30 PM')).toBe('18:30');
    expect(to24Hour('12:30 PM')).toBe('12:30');
    expect(() => daysOfWeek('Some days')).toThrow(/Cannot read/);
  });

  it('describes both branches as DryCleaningOrLaundry with address, phone and hours', () => {
    const graph = businessJsonLd(facts, 'https://example.test')['@graph'];
    expect(graph).toHaveLength(2);
    expect(graph.map((branch) => branch['@type'])).toEqual(['DryCleaningOrLaundry', 'DryCleaningOrLaundry']);
    const [eastLegon, osu] = graph;
    expect(eastLegon.address).toMatchObject({ streetAddress: 'Nii Sai Rd', addressLocality: 'East Legon, Accra', addressCountry: 'GH' });
    expect(osu.address).toMatchObject({ streetAddress: 'La Crescent', addressLocality: 'Osu, Accra' });
    expect(eastLegon.telephone).toBe('+233 30 290 1234');
    expect(eastLegon.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '18:00' },
    ]);
    expect(eastLegon.sameAs).toHaveLength(5);
    expect(eastLegon['@id']).toBe('https://example.test/#east-legon');
  });
});
