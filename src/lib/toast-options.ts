/**
 * How long toasts stay (SPEC §4 and §9): success 2 s, error and plain 4 s, loading until replaced,
 * and at most 20 on screen. One module for the site and the customer app: both render the design
 * system's Toaster, which reads these.
 */
import type { DefaultToastOptions } from 'react-hot-toast';

/** Milliseconds each kind of toast stays on screen. */
export const TOAST_DURATIONS = {
  success: 2_000,
  error: 4_000,
  blank: 4_000,
  loading: Infinity,
} as const;

/** The most toasts shown at once; react-hot-toast drops the oldest beyond this (its built-in limit is the same 20). */
export const TOAST_LIMIT = 20;

/** Options for react-hot-toast's Toaster. */
export const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATIONS.blank,
  blank: { duration: TOAST_DURATIONS.blank },
  success: { duration: TOAST_DURATIONS.success },
  error: { duration: TOAST_DURATIONS.error },
  loading: { duration: TOAST_DURATIONS.loading },
};
