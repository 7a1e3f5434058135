import * as React from 'react';
import { useScrollRegion } from '../useScrollRegion';
import { TableCaption, TableCell, TableEmpty, TableHeaderCell, TableRoot, TableScroll } from './Table.styles';

/** A column: its header and how to show a row's value. */
export interface TableColumn<Row> {
  /** Stable id. */
  id: string;
  /** Column header text. */
  header: React.ReactNode;
  /** The cell for a row. */
  cell: (row: Row) => React.ReactNode;
  /** Numbers and prices line up on the right. */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** What the table lists; read by screen readers, and shown unless captionHidden. */
  caption: React.ReactNode;
  /** Hide the caption on screen when a visible heading already says it. */
  captionHidden?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows, already sorted. */
  rows: readonly Row[];
  /** A unique key for each row. */
  rowKey: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyMessage?: React.ReactNode;
}

/**
 * A data table with a caption, header row and an empty state; scrolls sideways on small screens,
 * where its box takes focus (the arrow keys scroll it) and is a group named by the caption.
 */
export function Table<Row>({ caption, captionHidden = false, columns, rows, rowKey, emptyMessage }: TableProps<Row>) {
  const captionId = React.useId();
  const scroll = useScrollRegion<HTMLDivElement>(captionId);
  return (
    <TableScroll ref={scroll.ref} data-ui="table" {...scroll.props}>
      <TableRoot>
        <TableCaption id={captionId} $hidden={captionHidden}>
          {caption}
        </TableCaption>
        <thead>
          <tr>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} scope="col" $align={column.align ?? 'start'}>
                {column.header}
              </TableHeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage ? (
            <tr>
              <TableEmpty colSpan={columns.length}>{emptyMessage}</TableEmpty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} $align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </TableRoot>
    </TableScroll>
  );
}
Table.displayName = 'Table';
