/**
 * A fixed number of slots, taken in turn: `run(fn)` waits until one is free, runs `fn` and frees
 * it, whether `fn` answers or throws. Waiters are served first come, first served.
 */
export interface Slots {
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Slots in use and callers waiting, for the bench and the tests. */
  readonly busy: number;
  readonly waiting: number;
}

export function slots(size: number): Slots {
  if (!Number.isInteger(size) || size < 1) throw new Error(`slots: a size of at least 1, got ${size}`);
  let busy = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot take it in between.
    if (next) next();
    else busy -= 1;
  };
  return {
    async run(fn) {
      if (busy < size) busy += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get busy() {
      return busy;
    },
    get waiting() {
      return queue.length;
    },
  };
}
