import { throttle } from './throttle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs at once, then at most once per window with the latest arguments', () => {
  const calls: number[] = [];
  const throttled = throttle((n: number) => calls.push(n), 200);
  throttled(1);
  throttled(2);
  throttled(3);
  expect(calls).toEqual([1]);
  jest.advanceTimersByTime(199);
  expect(calls).toEqual([1]);
  jest.advanceTimersByTime(1);
  expect(calls).toEqual([1, 3]);
  jest.advanceTimersByTime(500);
  throttled(4);
  expect(calls).toEqual([1, 3, 4]);
});

it('can be cancelled', () => {
  const fn = jest.fn();
  const throttled = throttle(fn, 200);
  throttled();
  throttled();
  throttled.cancel();
  jest.advanceTimersByTime(400);
  expect(fn).toHaveBeenCalledTimes(1);
});
