import * as React from 'react';
import { EmptyMessageText } from './EmptyMessage.styles';

export interface EmptyMessageProps extends React.HTMLAttributes<HTMLParagraphElement> {
  /** The SPEC's words for the empty list, verbatim ('YOUR BASKET IS EMPTY.'). */
  children: React.ReactNode;
}

/** What a list shows when it has nothing in it, in place of the list. */
export const EmptyMessage = React.forwardRef<HTMLParagraphElement, EmptyMessageProps>(function EmptyMessage(
  props,
  ref,
) {
  return <EmptyMessageText ref={ref} data-ui="empty-message" {...props} />;
});
EmptyMessage.displayName = 'EmptyMessage';
