import * as React from 'react';
import { CaptionRoot } from './Caption.styles';

export interface CaptionProps extends React.HTMLAttributes<HTMLElement> {
  /** The quieter words: a second line under a table cell's value, a time, who did it. */
  children: React.ReactNode;
  /** On a line of its own (a second line in a table cell) instead of within the text. */
  block?: boolean;
  /** The element: a span (default), a paragraph, a time, a small. */
  as?: 'span' | 'p' | 'time' | 'small' | 'div';
  /** For `as="time"`: the machine-readable date and time. */
  dateTime?: string;
}

/** Small muted text beside or under what matters more: '2 items', 'from 10.0.0.1', 'by Ama'. */
export const Caption = React.forwardRef<HTMLElement, CaptionProps>(function Caption(
  { block = false, as = 'span', ...props },
  ref,
) {
  return <CaptionRoot ref={ref as React.Ref<HTMLSpanElement>} as={as} data-ui="caption" $block={block} {...props} />;
});
Caption.displayName = 'Caption';
