import * as React from 'react';

/** True while the window is scrolled further down than `threshold` pixels (strictly more). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = React.useState(false);
  React.useEffect(() => {
    // React skips the render when the flag is unchanged, so a plain passive listener is cheap.
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolledPast;
}
