import * as React from 'react';
import { FilterGridRoot } from './FilterGrid.styles';

export interface FilterGridProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The filters: Select and TextField fields, side by side above the list they narrow. */
  children: React.ReactNode;
}

/** The filters above a list (status, branch, dates, a search), as many to a row as fit. */
export const FilterGrid = React.forwardRef<HTMLDivElement, FilterGridProps>(function FilterGrid(props, ref) {
  return <FilterGridRoot ref={ref} data-ui="filter-grid" {...props} />;
});
FilterGrid.displayName = 'FilterGrid';
