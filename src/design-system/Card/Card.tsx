import * as React from 'react';
import { CardRoot, type CardWidth } from './Card.styles';

export type { CardWidth };

export interface CardProps extends React.HTMLAttributes<HTMLElement> {
  /** 'form' keeps a card holding a form to a readable width; 'full' fills the column. */
  width?: CardWidth;
  /** Render as another element (a section by default: name it with aria-labelledby). */
  as?: React.ElementType;
}

/** A white panel with a border on the app's grey page: a form, a detail, a package. */
export const Card = React.forwardRef<HTMLElement, CardProps>(function Card({ width = 'full', as, ...rest }, ref) {
  return <CardRoot ref={ref} as={as} data-ui="card" $width={width} {...rest} />;
});
Card.displayName = 'Card';
