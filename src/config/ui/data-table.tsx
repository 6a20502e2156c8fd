import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Pager, type PagerProps } from './pager';

/** `data-*` hooks on a row or cell (for tests and styling), beside the usual attributes. */
type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };

export type Column<Row> = {
  /** The column heading, always in the markup (screen readers name each cell by it). */
  header: string;
  /** Show the heading to screen readers only (an actions column). */
  headerHidden?: boolean;
  /** Needed when two columns could share a heading (columns made from an owner's form fields). */
  key?: string;
  cell: (row: Row) => ReactNode;
  /** The cell's content links to this address in the owners' app (the row's own screen). */
  link?: (row: Row) => string;
  /** A second, quieter line under the content (an e-mail under a name); nothing when empty. */
  sub?: (row: Row) => ReactNode;
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
};

export type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** The table's accessible name, where the screen's heading alone does not say what it lists. */
  label?: string;
  /** Shown instead of the table when there is nothing to list. */
  empty: ReactNode;
  /** Wide tables scroll sideways in their own box instead of widening the screen. */
  scroll?: boolean;
  /** Paging under the table, for the lists that page; the list is empty when its total is 0. */
  pager?: PagerProps;
};

/** One table for the owners' list screens: headed columns, links to each row's screen, an empty state, paging. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  label,
  empty,
  scroll = false,
  pager,
}: DataTableProps<Row>) {
  if ((pager ? pager.total : rows.length) === 0) return <p className="page-list__empty">{empty}</p>;
  const table = (
    <table className="data-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key ?? column.header} scope="col">
              {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Cell key={column.key ?? column.header} column={column} row={row} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {scroll ? (
        // A wide table scrolls in its own box (keyboard too), so the page never scrolls sideways.
        <div className="table-scroll" role={label ? 'region' : undefined} aria-label={label} tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {pager && <Pager {...pager} />}
    </>
  );
}

function Cell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const content = column.cell(row);
  const sub = column.sub?.(row);
  return (
    <td {...column.cellProps?.(row)}>
      {column.link ? <Link to={column.link(row)}>{content}</Link> : content}
      {sub ? <span className="data-table__sub">{sub}</span> : null}
    </td>
  );
}
