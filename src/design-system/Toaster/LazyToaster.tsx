import * as React from 'react';
import { whenToastShown } from '@/lib/toast-shown';
import type { ToasterProps } from './Toaster';

const loadToaster = () => import(/* webpackChunkName: "toaster" */ './Toaster');

/**
 * The `Toaster`, whose code (react-hot-toast's toaster with its styles, about 4 KB gzipped) is
 * fetched when the first toast is shown (`toast` from src/lib/toast.ts), not with every screen:
 * the dashboard most visits open shows none. That first toast waits in react-hot-toast's store
 * until the Toaster is here (a request for a few kilobytes), then shows for its whole duration
 * less that wait.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = React.useState<React.ComponentType<ToasterProps> | null>(null);
  React.useEffect(() => {
    let live = true;
    const stop = whenToastShown(() => {
      void loadToaster().then(
        (module) => {
          if (live) setToaster(() => module.Toaster);
        },
        // Its code could not be fetched (offline): the toasts are not drawn, the screens still work.
        () => undefined,
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
