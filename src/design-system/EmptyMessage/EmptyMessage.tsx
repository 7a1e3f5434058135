import * as React from 'react';
import { EmptyMessageText, EmptyNext } from './EmptyMessage.styles';

export interface EmptyMessageProps extends React.HTMLAttributes<HTMLParagraphElement> {
  /** The SPEC's words for the empty list, verbatim ('YOUR BASKET IS EMPTY.'). */
  children: React.ReactNode;
  /** The next step for someone with nothing here yet: a link ('Book your first pickup'). */
  next?: React.ReactNode;
}

/** What a list shows when it has nothing in it, in place of the list. */
export const EmptyMessage = React.forwardRef<HTMLParagraphElement, EmptyMessageProps>(function EmptyMessage(
  { next, ...props },
  ref,
) {
  const text = <EmptyMessageText ref={ref} data-ui="empty-message" {...props} />;
  if (!next) return text;
  return (
    <div>
      {text}
      <EmptyNext>{next}</EmptyNext>
    </div>
  );
});
EmptyMessage.displayName = 'EmptyMessage';
