import * as React from 'react';
import { Section } from '@/design-system/Section/Section';

export interface ReviewsWidgetProps {
  /** The heading above the widget. */
  title: string;
  /** The provider's embed script (GATSBY_REVIEWS_WIDGET_URL); without it nothing is shown. */
  scriptUrl?: string;
  /** The class of the element the provider's script fills (GATSBY_REVIEWS_WIDGET_CLASS). */
  containerClass?: string;
}

/** Loads the script once the widget is within this distance of the viewport. */
const NEAR = '600px';

/**
 * The third-party reviews embed. Shown only when configured, and its script is only fetched once
 * the visitor scrolls near it, so it never slows the first paint; if it fails the section stays
 * quietly empty.
 */
export function ReviewsWidget({ title, scriptUrl, containerClass = 'reviews-widget' }: ReviewsWidgetProps) {
  const slot = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = slot.current;
    if (!scriptUrl || !element) return;
    const load = () => {
      if (document.querySelector(`script[src="${scriptUrl}"]`)) return;
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onerror = () => console.warn('The reviews widget could not be loaded');
      document.body.appendChild(script);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [scriptUrl]);

  if (!scriptUrl) return null;
  return (
    <Section title={title} eyebrow="Reviews" tone="accent" width="wide">
      <div ref={slot} className={containerClass} data-ui="reviews-widget" />
    </Section>
  );
}
