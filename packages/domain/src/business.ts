/**
 * The business's contact facts as messages to customers quote them (emails, SMS). The public site
 * reads the same name and phone from content/site.yaml (server/src/modules/notifications checks in
 * a test that the two agree), and the same opening hours from here (gatsby-node.ts).
 */
import { openingHoursLines, openingHoursShort } from './opening-hours';
import { DEFAULT_OPENING_HOURS } from './seed-catalogue';

/** The business's name as messages sign it. */
export const BUSINESS_NAME = 'Adom Laundry & Dry Cleaning';

/** The name an SMS sender shows when no sender id is configured, and messages' short signature. */
export const BUSINESS_SHORT_NAME = 'Adom Laundry';

/** The phone customers call. */
export const BUSINESS_PHONE = '+233 30 290 1234';

/**
 * Opening hours as the site's footer and the messages write them, from the branches' week (the
 * hours the branches are seeded with: one source, so the footer, the emails and the counters
 * agree): 'Mondays to Fridays' '7:00 AM - 7:00 PM', 'Saturdays' '8:00 AM - 6:00 PM'.
 */
export const OPENING_HOURS = openingHoursLines(DEFAULT_OPENING_HOURS);

/** The hours in one line: 'Mondays to Fridays 7:00 AM - 7:00 PM; Saturdays 8:00 AM - 6:00 PM'. */
export const openingHoursText = (): string => OPENING_HOURS.map((h) => `${h.days} ${h.time}`).join('; ');

/** The hours in an SMS's few characters: 'Mon-Fri 7am-7pm, Sat 8am-6pm'. */
export const openingHoursShortText = (): string => openingHoursShort(DEFAULT_OPENING_HOURS);
