/**
 * Opening hours as people read them, written from a branch's week (the rows the branches are
 * seeded with and admins edit: weekday, open or closed, opening and closing time), so the site's
 * footer, its prose and the messages to customers say what the branches keep.
 */

/** One weekday of a branch's week: 0 Sunday … 6 Saturday, times as 'HH:MM' (24-hour). */
export interface WeekdayHours {
  weekday: number;
  closed: boolean;
  opensAt: string;
  closesAt: string;
}

/** A line of the hours as the footer prints it: 'Mondays to Fridays', '7:00 AM - 7:00 PM'. */
export interface OpeningHoursLine {
  days: string;
  time: string;
}

const DAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The week as the business reads it: Monday first, Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '07:00' → '7:00 AM', '18:30' → '6:30 PM'. */
export function clock12(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '07:00' → '7am', '18:30' → '6:30pm': the short form an SMS has room for. */
function clockShort(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** The open days in week order, runs of consecutive days with the same hours together. */
function openRuns(week: readonly WeekdayHours[]): { first: number; last: number; opensAt: string; closesAt: string }[] {
  const runs: { first: number; last: number; opensAt: string; closesAt: string }[] = [];
  let previous: number | undefined;
  for (const weekday of WEEK_ORDER) {
    const day = week.find((entry) => entry.weekday === weekday);
    if (!day || day.closed) {
      previous = undefined;
      continue;
    }
    const run = runs[runs.length - 1];
    if (run && previous !== undefined && run.opensAt === day.opensAt && run.closesAt === day.closesAt) run.last = weekday;
    else runs.push({ first: weekday, last: weekday, opensAt: day.opensAt, closesAt: day.closesAt });
    previous = weekday;
  }
  return runs;
}

/**
 * The week as lines: [{days: 'Mondays to Fridays', time: '7:00 AM - 7:00 PM'}, {days:
 * 'Saturdays', time: '8:00 AM - 6:00 PM'}]. Closed days are left out.
 */
export function openingHoursLines(week: readonly WeekdayHours[]): OpeningHoursLine[] {
  return openRuns(week).map(({ first, last, opensAt, closesAt }) => ({
    days: first === last ? DAYS[first] : `${DAYS[first]} to ${DAYS[last]}`,
    time: `${clock12(opensAt)} - ${clock12(closesAt)}`,
  }));
}

/** The week in a few characters, for an SMS: 'Mon-Fri 7am-7pm, Sat 8am-6pm'. */
export function openingHoursShort(week: readonly WeekdayHours[]): string {
  return openRuns(week)
    .map(({ first, last, opensAt, closesAt }) => {
      const days = first === last ? SHORT_DAYS[first] : `${SHORT_DAYS[first]}-${SHORT_DAYS[last]}`;
      return `${days} ${clockShort(opensAt)}-${clockShort(closesAt)}`;
    })
    .join(', ');
}
