import * as React from 'react';
import { takeEarlyTap } from '@/site/build/scripts-after-first-paint';

/**
 * Presses again the button a visitor tapped while the page's scripts were still on their way
 * (src/site/build/scripts-after-first-paint.ts): taken during the first render, which is the
 * hydration, and pressed once the page is alive, if it is still on the page and enabled.
 */
export function EarlyTap() {
  const [button] = React.useState(() => (typeof window === 'undefined' ? null : takeEarlyTap(window)));
  React.useEffect(() => {
    if (button?.isConnected && !button.disabled) button.click();
  }, [button]);
  return null;
}
