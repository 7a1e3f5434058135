import * as React from 'react';
import { ContainerRoot, type ContainerWidth } from './Container.styles';

export type { ContainerWidth };

export interface ContainerProps extends React.HTMLAttributes<HTMLDivElement> {
  /** narrow for reading (legal text, blog posts), regular for most sections, wide for grids. */
  width?: ContainerWidth;
  /** Render as another element (e.g. 'main' or 'nav'). */
  as?: React.ElementType;
}

/** Centres content with the page's side padding and a readable maximum width. */
export const Container = React.forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { width = 'regular', as, ...rest },
  ref,
) {
  return <ContainerRoot ref={ref} as={as} data-ui="container" $width={width} {...rest} />;
});
Container.displayName = 'Container';
