/**
 * The product's `toast` (react-hot-toast's, with the same calls): every screen shows its toasts
 * through this module, so that the `Toaster` that draws them (its code about 4 KB gzipped) is
 * fetched when the first toast is shown, not with every signed-in screen: the dashboard most
 * visits open shows none (src/design-system/Toaster/LazyToaster.tsx). A toast shown before the
 * Toaster is here waits in react-hot-toast's store and appears when it comes.
 */
import hotToast from 'react-hot-toast';
import { toastShown } from './toast-shown';

type Toast = typeof hotToast;

function showing<A extends unknown[], R>(show: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    toastShown();
    return show(...args);
  };
}

const promise: Toast['promise'] = (...args) => {
  toastShown();
  return hotToast.promise(...args);
};

export const toast: Toast = Object.assign(showing(hotToast), {
  success: showing(hotToast.success),
  error: showing(hotToast.error),
  loading: showing(hotToast.loading),
  custom: showing(hotToast.custom),
  promise,
  dismiss: hotToast.dismiss,
  dismissAll: hotToast.dismissAll,
  remove: hotToast.remove,
  removeAll: hotToast.removeAll,
});

export default toast;
