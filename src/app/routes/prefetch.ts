/**
 * Fetching the code of the next screen before it is needed, so following a link or finishing a
 * login shows the screen without waiting for its code.
 */
import { prefetchPathname } from 'gatsby';
import { landingPath } from '@/lib/signed-in-user';
import { preloadScreenAt } from './signed-in-screens';

type AppModule = typeof import('../app');
let appLoading: Promise<AppModule> | undefined;

/** The signed-in app's entry (providers, shell, router); src/pages/app/[...].tsx mounts it from here. */
export function preloadSignedInApp(): Promise<AppModule> {
  appLoading ??= import(/* webpackChunkName: "app-signed-in" */ '../app').catch((error: unknown) => {
    appLoading = undefined;
    throw error;
  });
  return appLoading;
}

/**
 * Called when a visitor starts filling in the login or sign-up form: by the time the API has
 * answered, the page that mounts the app, the app itself and the screen the login lands on
 * (the dashboard, or the page asked for) are loaded. A staff login's console is not: customers
 * never download it.
 */
export function prefetchSignedInApp(next: string | undefined): void {
  const landing = landingPath(null, next);
  prefetchPathname(landing);
  void preloadSignedInApp().catch(() => undefined);
  void preloadScreenAt(landing);
}
