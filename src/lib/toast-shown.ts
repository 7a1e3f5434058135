/**
 * Whether a toast has been shown on this page yet, without react-hot-toast's code: the lazy
 * Toaster (src/design-system/Toaster/LazyToaster.tsx) waits on this, and `toast` (toast.ts) says it.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Said by `toast` as it shows one. */
export function toastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Calls `listener` once the first toast has been shown (at once if one has been already). Returns
 * a function that stops waiting.
 */
export function whenToastShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
