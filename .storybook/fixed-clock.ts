/**
 * Stories run at the fixtures' fixed 'now' (src/testing/fixtures/clock.ts): `new Date()` and
 * `Date.now()` start there and move on with the page's own clock, so durations, timers and query
 * freshness behave while every date a screen prints is the same on every run (and in every picture).
 *
 * The clock starts again at that 'now' for each story (`restart`, the preview's beforeEach): a story
 * rendered a minute into a run (as the check renders them, one after the other in one page) would
 * otherwise see 09:31 where the same story opened on its own sees 09:30.
 */
export function installFixedClock(iso: string): { restart: () => void } {
  const RealDate = Date;
  const start = RealDate.parse(iso);
  let origin = performance.now();
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
  return {
    restart: () => {
      origin = performance.now();
    },
  };
}
