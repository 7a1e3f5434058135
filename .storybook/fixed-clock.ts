/**
 * Stories run at the fixtures' fixed 'now' (src/testing/fixtures/clock.ts): `new Date()` and
 * `Date.now()` start there and move on with the page's own clock, so durations, timers and query
 * freshness behave while every date a screen prints is the same on every run (and in every picture).
 */
export function installFixedClock(iso: string): void {
  const RealDate = Date;
  const start = RealDate.parse(iso);
  const origin = performance.now();
  const now = () => Math.floor(start + (performance.now() - origin));

  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }
    static now() {
      return now();
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}
