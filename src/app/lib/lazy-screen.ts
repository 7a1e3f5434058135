import * as React from 'react';

/** A screen whose code loads when it is first shown, or earlier when asked to (`preload`). */
export type LazyScreen<P> = React.LazyExoticComponent<React.ComponentType<P>> & {
  /** Starts loading the screen's code (once); a failed load is tried again next time. */
  preload: () => Promise<unknown>;
};

/**
 * Route-level code splitting: `lazyScreen(() => import('./dashboard'), 'DashboardRoute')` is the
 * dashboard route, whose module (and what only it uses) is its own chunk, fetched when the route
 * is first rendered or when a link to it is about to be followed.
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<M[K] extends React.ComponentType<infer P> ? P : never> {
  type P = M[K] extends React.ComponentType<infer Props> ? Props : never;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Screen = React.lazy(async () => ({ default: (await preload())[name] as unknown as React.ComponentType<P> }));
  return Object.assign(Screen, { preload });
}
