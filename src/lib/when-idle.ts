/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout` ms),
 * for work that must not hold up what is being drawn. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page has settled: its load event has passed, then `delay` ms, then the
 * browser is idle. For code fetched ahead of a use that may come (a menu's), which must not take
 * the line or the processor from what the screen is drawing first: its data, its first paint.
 * Returns a function that cancels it.
 */
export function whenSettled(task: () => void, delay = 1000): () => void {
  let cancelNext = (): void => undefined;
  const wait = () => {
    const timer = window.setTimeout(() => {
      cancelNext = whenIdle(task);
    }, delay);
    cancelNext = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    wait();
  } else {
    window.addEventListener('load', wait, { once: true });
    cancelNext = () => window.removeEventListener('load', wait);
  }
  return () => cancelNext();
}

/**
 * Runs `task` once the browser is idle after drawing its next frame (the one a render has just
 * prepared), for work that must wait until a screen is on the glass. Returns a function that
 * cancels it.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancelIdle = (): void => undefined;
  // A frame callback runs before that frame is painted; the first idle moment after it, after.
  const frame = window.requestAnimationFrame(() => {
    cancelIdle = whenIdle(task);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancelIdle();
  };
}
