import * as React from 'react';
import { ButtonRowRoot, type ButtonRowGap } from './ButtonRow.styles';

export type { ButtonRowGap };

export interface ButtonRowProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Space between the buttons, a step of the spacing scale: 2 beside a title or in a row, 3 under a form. */
  gap?: ButtonRowGap;
  /** Whether the buttons may wrap onto a second line on a narrow screen (off keeps a row's Edit and Delete together). */
  wrap?: boolean;
}

/** Buttons and links side by side in reading order: a screen's actions, a card's foot, a row's Edit and Delete. */
export const ButtonRow = React.forwardRef<HTMLDivElement, ButtonRowProps>(function ButtonRow(
  { gap = 3, wrap = true, ...rest },
  ref,
) {
  return <ButtonRowRoot ref={ref} data-ui="button-row" $gap={gap} $wrap={wrap} {...rest} />;
});
ButtonRow.displayName = 'ButtonRow';
