import * as React from 'react';
import type { ShellFrameProps } from './shell-frame';

/**
 * The frame the app's shell draws itself in (shell-frame.tsx), handed in by whoever mounts the app
 * (`CustomerApp`'s `Frame`). The app page draws that same frame in its HTML before the app is
 * here, so its code is already in the page's own chunk: the app's chunk, which the sign-in pages
 * also prefetch, does not carry a second copy of it.
 */
export const ShellFrameContext = React.createContext<React.ComponentType<ShellFrameProps> | null>(null);

/** The frame handed to the app; a mount without one is a programming error, said at once. */
export function useShellFrame(): React.ComponentType<ShellFrameProps> {
  const Frame = React.useContext(ShellFrameContext);
  if (!Frame) throw new Error('CustomerApp needs its Frame (src/app/shell/shell-frame.tsx)');
  return Frame;
}
