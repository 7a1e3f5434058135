import * as React from 'react';
import { ButtonRow } from '../ButtonRow/ButtonRow';
import { Heading } from '../Heading/Heading';
import { PageHeaderRoot } from './PageHeader.styles';

export interface PageHeaderProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The screen's title, rendered as its only h1. */
  title: React.ReactNode;
  /** Buttons or links beside the title (they wrap under it on a phone). */
  actions?: React.ReactNode;
}

/** The top of an app screen: its h1 and its main actions. */
export const PageHeader = React.forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, actions, ...rest },
  ref,
) {
  return (
    <PageHeaderRoot ref={ref} data-ui="page-header" {...rest}>
      <Heading level={1}>{title}</Heading>
      {actions && <ButtonRow gap={2}>{actions}</ButtonRow>}
    </PageHeaderRoot>
  );
});
PageHeader.displayName = 'PageHeader';
