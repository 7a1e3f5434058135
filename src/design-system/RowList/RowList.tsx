import type { GatsbyLinkProps, Link } from 'gatsby';
import * as React from 'react';
import { RowItem, RowLinkText, RowListRoot, RowMainBox, RowMetaText, RowTitleText } from './RowList.styles';

export interface RowListProps extends React.HTMLAttributes<HTMLUListElement> {
  /** The rows: `Row` elements. Name the list with aria-label when the screen shows more than one. */
  children?: React.ReactNode;
}

/**
 * A list of the customer's things (bookings, subscriptions, addresses, basket lines), one
 * card-like row each. Mobile first: a row's actions wrap under its text on a phone.
 */
export const RowList = React.forwardRef<HTMLUListElement, RowListProps>(function RowList(props, ref) {
  return <RowListRoot ref={ref} data-ui="row-list" {...props} />;
});
RowList.displayName = 'RowList';

export interface RowProps extends React.LiHTMLAttributes<HTMLLIElement> {
  /** A `RowMain`, then the row's own actions (a badge, Edit and Delete). */
  children?: React.ReactNode;
}

/** One line of a `RowList`. */
export const Row = React.forwardRef<HTMLLIElement, RowProps>(function Row(props, ref) {
  return <RowItem ref={ref} data-ui="row" {...props} />;
});
Row.displayName = 'Row';

export interface RowMainProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A `RowTitle` (or a `RowLink` in one) and its `RowMeta` lines. */
  children?: React.ReactNode;
}

/** The text of a row, taking the free space beside the row's actions. */
export const RowMain = React.forwardRef<HTMLDivElement, RowMainProps>(function RowMain(props, ref) {
  return <RowMainBox ref={ref} {...props} />;
});
RowMain.displayName = 'RowMain';

export interface RowTitleProps extends React.HTMLAttributes<HTMLParagraphElement> {
  /** What the row is: a booking number, a package, an address's name. */
  children?: React.ReactNode;
}

/** The first, bold line of a row. */
export const RowTitle = React.forwardRef<HTMLParagraphElement, RowTitleProps>(function RowTitle(props, ref) {
  return <RowTitleText ref={ref} {...props} />;
});
RowTitle.displayName = 'RowTitle';

export interface RowMetaProps extends React.HTMLAttributes<HTMLParagraphElement> {
  /** The details under the title: dates, amounts, a quantity. */
  children?: React.ReactNode;
}

/** A quieter, smaller line under a row's title. */
export const RowMeta = React.forwardRef<HTMLParagraphElement, RowMetaProps>(function RowMeta(props, ref) {
  return <RowMetaText ref={ref} {...props} />;
});
RowMeta.displayName = 'RowMeta';

export interface RowLinkProps extends Omit<GatsbyLinkProps<unknown>, 'ref'> {
  /** The route of the row's detail screen. */
  to: string;
}

/** A row's main link, inside its `RowTitle`; the whole row is its hit area. */
export const RowLink = React.forwardRef<HTMLAnchorElement, RowLinkProps>(function RowLink(props, ref) {
  // Gatsby's Link hands its ref to the anchor it renders; its type still describes an old class component.
  return <RowLinkText ref={ref as unknown as React.Ref<Link<unknown>>} {...props} />;
});
RowLink.displayName = 'RowLink';
