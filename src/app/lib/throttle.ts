/**
 * Runs `fn` at most once per `wait` ms: at the first call, then once more at the end of the
 * window with the latest arguments, so the last scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0 && !timer) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        if (pending) fn(...pending);
        pending = null;
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
