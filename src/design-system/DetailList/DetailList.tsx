import * as React from 'react';
import { DetailListRoot } from './DetailList.styles';

export interface DetailListProps extends React.HTMLAttributes<HTMLDListElement> {
  /** `dt` and `dd` pairs: a label and its value. */
  children?: React.ReactNode;
}

/** The labels and values of a detail screen (a booking, a subscription), in two columns. */
export const DetailList = React.forwardRef<HTMLDListElement, DetailListProps>(function DetailList(props, ref) {
  return <DetailListRoot ref={ref} data-ui="detail-list" {...props} />;
});
DetailList.displayName = 'DetailList';
