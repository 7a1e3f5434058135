/**
 * The Reports screen's date-range presets, in Accra days: today, this week (from Monday), this
 * month, the last 30 days, or a custom range.
 */
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';

export const RANGE_PRESETS = [
  ['today', 'Today'],
  ['week', 'This week'],
  ['month', 'This month'],
  ['last30', 'Last 30 days'],
  ['custom', 'Custom'],
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number][0];

/** The first and last day of a preset, as of `today` (YYYY-MM-DD). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today = todayInAccra()): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      // getUTCDay of a calendar date: 0 is Sunday; the week starts on Monday.
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}
