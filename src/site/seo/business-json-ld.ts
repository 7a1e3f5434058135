/**
 * The structured data search engines read about the business: one DryCleaningOrLaundry per branch,
 * with its address, phone, opening hours and social profiles, all built from content/site.yaml.
 */
import type { Branch, OpeningHours, SiteFacts } from '@/site/site-facts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Mondays to Saturdays' -> Monday..Saturday; 'Holidays' -> PublicHolidays (schema.org's day for them). */
export function daysOfWeek(days: string): string[] {
  if (/holiday/i.test(days)) return ['PublicHolidays'];
  const singular = (word: string) => word.replace(/s$/i, '').toLowerCase();
  const range = /^(\w+)\s+to\s+(\w+)$/i.exec(days.trim());
  const index = (word: string) => WEEK.findIndex((day) => day.toLowerCase() === singular(word));
  if (range) {
    const [from, to] = [index(range[1]), index(range[2])];
    if (from >= 0 && to >= from) return WEEK.slice(from, to + 1);
  }
  const one = index(days.trim());
  if (one >= 0) return [WEEK[one]];
  throw new Error(`Cannot read the opening days "${days}"`);
}

/** '8:00AM' -> '08:00', '6:30 PM' -> '18:30'. */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) throw new Error(`Cannot read the time "${time}"`);
  const hour = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** One line of office hours ('8:00AM - 6:30 PM') as a schema.org OpeningHoursSpecification. */
export function openingHoursSpecification(hours: OpeningHours) {
  const [opens, closes] = hours.time.split(/\s+-\s+/).map(to24Hour);
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: daysOfWeek(hours.days), opens, closes };
}

const branchSlug = (branch: Branch) => branch.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The JSON-LD graph: the two branches as DryCleaningOrLaundry businesses. */
export function businessJsonLd(facts: SiteFacts, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': facts.branches.map((branch) => ({
      '@type': 'DryCleaningOrLaundry',
      '@id': `${siteUrl}/#${branchSlug(branch)}`,
      name: `${facts.name}, ${branch.name}`,
      url: `${siteUrl}/`,
      image: `${siteUrl}/images/og-image.jpg`,
      logo: `${siteUrl}/apple-touch-icon.png`,
      telephone: facts.phone,
      email: facts.email,
      priceRange: 'GHC',
      currenciesAccepted: 'GHS',
      paymentAccepted: 'Cash, Credit Card, Mobile Money',
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.street,
        addressLocality: `${branch.locality}, ${branch.city}`,
        addressRegion: 'Greater Accra',
        addressCountry: 'GH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
      hasMap: branch.mapUrl,
      openingHoursSpecification: facts.hours.map(openingHoursSpecification),
      sameAs: facts.socials.map((social) => social.url),
    })),
  };
}
