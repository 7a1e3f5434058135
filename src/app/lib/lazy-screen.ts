import * as React from 'react';

/** A screen whose code loads when it is first shown, or earlier when asked to (`preload`). */
export type LazyScreen<P> = React.FunctionComponent<P> & {
  /** Starts loading the screen's code (once); a failed load is tried again next time. */
  preload: () => Promise<unknown>;
  /** True once the code is here: the screen then renders at once, without suspending. */
  readonly loaded: boolean;
};

/**
 * Route-level code splitting: `lazyScreen(() => import('./dashboard'), 'DashboardRoute')` is the
 * dashboard route, whose module (and what only it uses) is its own chunk, fetched when the route
 * is first rendered or when a link to it is about to be followed.
 *
 * A screen whose code has already arrived (prefetched from a link, or asked for by the page's
 * HTML) renders in the same pass as its parent. Only a screen still loading suspends: React shows
 * the nearest fallback and, to avoid a flicker, holds the screen back until the fallback has been
 * up for 300 ms, which a screen already here need not pay.
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<M[K] extends React.ComponentType<infer P> ? P : never> {
  type P = M[K] extends React.ComponentType<infer Props> ? Props : never;
  let loading: Promise<M> | undefined;
  let loaded: React.ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as unknown as React.ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = React.lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen(props: P) {
    const Component = (loaded ?? Lazy) as React.ComponentType<object>;
    return React.createElement(Component, props as object);
  }
  Screen.displayName = `lazyScreen(${String(name)})`;
  const screen = Object.assign(Screen as React.FunctionComponent<P>, { preload });
  return Object.defineProperty(screen, 'loaded', { get: () => loaded !== undefined }) as LazyScreen<P>;
}
