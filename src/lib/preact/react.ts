/**
 * What the built site's code gets for `import … from 'react'`: Preact's compat layer, with React
 * 19's `use` added (docs/decisions/083-preact-in-the-browser.md). gatsby-node.ts points bare
 * `react` imports here; `react/jsx-runtime`, `react-dom` and the rest go straight to preact/compat.
 *
 * preact/compat 10 has no `use`, and react-leaflet 5 reads its map context with it. Only the named
 * export is added: libraries that look for `React.use` on the default export (jotai) keep the
 * fallback they carry for React 18.
 */
import { useContext, type Context } from 'preact/compat';

// @ts-expect-error TS2498: preact/compat's types are one `export =`, which `export *` cannot re-export; its ES module build (what webpack bundles) has the names.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** A promise as `use` tracks it, like React: its outcome written on it once known. */
type TrackedThenable<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A Preact context is its own Provider (`createContext` in preact/src/create-context.js). */
function isContext<T>(usable: unknown): usable is Context<T> {
  return typeof usable === 'function' && (usable as { Provider?: unknown }).Provider === usable;
}

/**
 * React 19's `use`: a context's value, or a promise's value once it has settled (until then the
 * component suspends, and the nearest Suspense boundary shows its fallback; a rejection is thrown
 * to the nearest error boundary).
 *
 * Unlike React's, `use(context)` is a hook here (Preact's `useContext`): it must be called at the
 * same place in every render, never inside a condition or a loop. react-leaflet calls it so.
 */
export function use<T>(usable: Context<T> | PromiseLike<T>): T {
  // A call site reads a context or a promise, always the same kind: the hook is called in every render or in none.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` is the hook here; see above
  if (isContext<T>(usable)) return useContext(usable);
  const thenable = usable as TrackedThenable<T>;
  if (thenable.status === 'fulfilled') return thenable.value as T;
  if (thenable.status === 'rejected') throw thenable.reason;
  if (thenable.status === undefined) {
    thenable.status = 'pending';
    thenable.then(
      (value) => {
        thenable.status = 'fulfilled';
        thenable.value = value;
      },
      (reason: unknown) => {
        thenable.status = 'rejected';
        thenable.reason = reason;
      },
    );
  }
  // Preact's Suspense catches a thrown promise and renders again once it settles.
  throw thenable;
}
