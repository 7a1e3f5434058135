/**
 * The business's contact facts as messages to customers quote them (emails, SMS). The public site
 * reads the same facts from content/site.yaml; server/src/modules/notifications checks in a test
 * that the two agree.
 */

/** The business's name as messages sign it. */
export const BUSINESS_NAME = 'Adom Laundry & Dry Cleaning';

/** The name an SMS sender shows when no sender id is configured, and messages' short signature. */
export const BUSINESS_SHORT_NAME = 'Adom Laundry';

/** The phone customers call. */
export const BUSINESS_PHONE = '+233 30 290 1234';

/** Opening hours, as the site's footer writes them (SPEC §9). */
export const OPENING_HOURS = [
  { days: 'Mondays to Saturdays', time: '8:00AM - 6:30 PM' },
  { days: 'Holidays', time: '8:00AM - 12:30 PM' },
] as const;

/** The hours in one line: 'Mondays to Saturdays 8:00AM - 6:30 PM; Holidays 8:00AM - 12:30 PM'. */
export const openingHoursText = (): string => OPENING_HOURS.map((h) => `${h.days} ${h.time}`).join('; ');
