import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutsideText } from './outside-text';
import { sortedRows, useTableOrder, type ColumnSort, type TableOrder } from './table-sort';
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
  /** Issue 43.2: the rows can be ordered by this column (its header a button; a menu on a phone). */
  sort?: ColumnSort<Row>;
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
  /** The row a link pointed at (`aria-current`), e.g. the device Home's top devices opened. */
  current?: (row: Row) => boolean;
}

const WINDOW_ABOVE_ROWS = 200;

// Explicit roles: `display: block` in the card layout strips table semantics in some browsers.
export function DataTable<Row>({ caption, columns, rows: given, rowKey, empty, windowed, rowHeightPx = 41, current }: DataTableProps<Row>) {
  const [order, choose, setOrder] = useTableOrder();
  const sorting = columns.find((column) => column.key === order?.key)?.sort;
  const rows = sortedRows(given, sorting, order?.direction ?? 'ascending');
  const isWindowed = windowed ?? rows.length > WINDOW_ABOVE_ROWS;
  const view = useRowWindow(rows.length, isWindowed, rowHeightPx);
  const sortable = columns.filter((column) => column.sort);
  const table = (
    <table className="data-table" role="table" aria-rowcount={rows.length + 1}>
      <caption className="data-table__caption">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row" aria-rowindex={1}>
          {columns.map((column) => (
            <th
              key={column.key}
              role="columnheader"
              scope="col"
              data-align={column.align}
              data-phone={column.phone}
              data-identifier={column.identifier || undefined}
              aria-sort={column.sort ? (order?.key === column.key ? order.direction : 'none') : undefined}
            >
              {column.sort ? <SortButton header={column.header} direction={order?.key === column.key ? order.direction : undefined} onClick={() => choose(column.key, column.sort!.first)} /> : column.header}
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
            <tr key={rowKey(row, index)} role="row" aria-rowindex={index + 2} aria-current={current?.(row) || undefined}>
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
  const menu = sortable.length > 0 && <PhoneOrder columns={sortable} order={order} onChange={setOrder} />;
  if (!isWindowed)
    return (
      <>
        {menu}
        <div className="data-table__frame">{table}</div>
      </>
    );
  return (
    <>
      {menu}
      {/* A focusable scroll box so that the keyboard alone can scroll the rows into view. */}
      <div className="data-table__frame data-table__frame--windowed" role="region" aria-label={caption} tabIndex={0} onScroll={view.onScroll}>
        {table}
      </div>
    </>
  );
}

function SortButton({ header, direction, onClick }: { header: string; direction: TableOrder['direction'] | undefined; onClick: () => void }) {
  return (
    <button type="button" className="data-table__sort" onClick={onClick}>
      {header}
      <span className="data-table__sort-mark" aria-hidden="true">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** Below 800 px the headers are hidden: the order is a menu above the rows. */
function PhoneOrder<Row>({ columns, order, onChange }: { columns: readonly Column<Row>[]; order: TableOrder | undefined; onChange: (order: TableOrder | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <label className="data-table__order">
      <span>{t('list.sortBy')}</span>
      <select
        className="field__input"
        value={order?.key ?? ''}
        onChange={(event) => {
          const column = columns.find((each) => each.key === event.target.value);
          onChange(column?.sort && { key: column.key, direction: column.sort.first });
        }}
      >
        <option value="">{t('list.asListed')}</option>
        {columns.map((column) => (
          <option key={column.key} value={column.key}>
            {column.sort!.label}
          </option>
        ))}
      </select>
    </label>
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
