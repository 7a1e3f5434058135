import * as React from 'react';
import { Toaster as HotToaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { toastOptions } from '@/lib/toast-options';
import { toastIconThemes, toastStyle } from './Toaster.styles';

export interface ToasterProps {
  /** Where toasts appear. */
  position?: 'top-center' | 'bottom-center';
}

/**
 * Where the product's toasts appear (render it once per page or app shell); call `toast` from
 * react-hot-toast to show one. Durations follow src/lib/toast-options.ts.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  const theme = useTheme();
  const icons = toastIconThemes(theme);
  return (
    <div data-ui="toaster">
      <HotToaster
        position={position}
        containerStyle={{ zIndex: theme.zIndices.toast }}
        toastOptions={{
          ...toastOptions,
          style: toastStyle(theme),
          success: { ...toastOptions.success, iconTheme: icons.success },
          error: { ...toastOptions.error, iconTheme: icons.error },
        }}
      />
    </div>
  );
}
Toaster.displayName = 'Toaster';
