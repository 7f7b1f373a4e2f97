import type { ReactNode } from 'react';
import { OutsideText } from './outside-text';
import { useRowWindow } from './use-row-window';
import './data-table.css';

export interface Column<Row> {
  key: string;
  /** Translated text; below 800 px it also labels the value in each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /**
   * Issue 30.7, with data-table-phone.css imported by the table's page: below 800 px a row is two
   * lines, `start` `title` … `end` over the `line` values (bare) and `detail` ones (with their
   * header), other cells left out; from 800 px on the `end` column (the row's actions) stays
   * pinned in view when the table scrolls.
   */
  phone?: 'start' | 'title' | 'line' | 'detail' | 'end';
  /** A MAC, IMEI or ICCID: kept on one line (issue 30.13). */
  identifier?: boolean;
}

interface DataTableProps<Row> {
  /** Translated text naming the table for assistive technology. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** Render only the rows in view; on by default above 200 rows. */
  windowed?: boolean;
  rowHeightPx?: number;
}

const WINDOW_ABOVE_ROWS = 200;

// Explicit roles: `display: block` in the card layout strips table semantics in some browsers.
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, windowed, rowHeightPx = 41 }: DataTableProps<Row>) {
  const isWindowed = windowed ?? rows.length > WINDOW_ABOVE_ROWS;
  const view = useRowWindow(rows.length, isWindowed, rowHeightPx);
  const table = (
    <table className="data-table" role="table" aria-rowcount={rows.length + 1}>
      <caption className="data-table__caption">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row" aria-rowindex={1}>
          {columns.map((column) => (
            <th key={column.key} role="columnheader" scope="col" data-align={column.align} data-phone={column.phone} data-identifier={column.identifier || undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" ref={view.bodyRef}>
        {rows.length === 0 && empty !== undefined && (
          <tr role="row">
            <td role="cell" colSpan={columns.length} className="data-table__empty">{empty}</td>
          </tr>
        )}
        <Spacer height={view.padTop} span={columns.length} />
        {rows.slice(view.first, view.last).map((row, offset) => {
          const index = view.first + offset;
          return (
            <tr key={rowKey(row, index)} role="row" aria-rowindex={index + 2}>
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.header} data-align={column.align} data-phone={column.phone} data-identifier={column.identifier || undefined}>
                  {shownCell(column.cell(row))}
                </td>
              ))}
            </tr>
          );
        })}
        <Spacer height={view.padBottom} span={columns.length} />
      </tbody>
    </table>
  );
  if (!isWindowed) return <div className="data-table__frame">{table}</div>;
  return (
    // A focusable scroll box so that the keyboard alone can scroll the rows into view.
    <div className="data-table__frame data-table__frame--windowed" role="region" aria-label={caption} tabIndex={0} onScroll={view.onScroll}>
      {table}
    </div>
  );
}

/** A cell of bare text may hold a name from outside (issue 39.6): isolated, overrides shown. */
function shownCell(content: ReactNode): ReactNode {
  return typeof content === 'string' ? <OutsideText text={content} /> : content;
}

function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="data-table__spacer">
      <td colSpan={span} style={{ blockSize: height }} />
    </tr>
  );
}
