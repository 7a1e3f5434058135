import * as React from 'react';
import { HeadingText, type HeadingLevel } from './Heading.styles';

export type { HeadingLevel };

export interface HeadingProps extends React.HTMLAttributes<HTMLHeadingElement> {
  /** 1 for the screen's title (one per screen), 2 for a part of the screen ('Recent Bookings', 'Items'). */
  level?: HeadingLevel;
}

/** A heading of an app screen, sized by its level so the outline and the look agree. */
export const Heading = React.forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, ...rest },
  ref,
) {
  return <HeadingText ref={ref} as={`h${level}`} data-ui="heading" $level={level} {...rest} />;
});
Heading.displayName = 'Heading';
