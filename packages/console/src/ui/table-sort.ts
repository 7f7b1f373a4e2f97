// Issue 43.2: a table ordered by one of its columns (the busiest devices first), at every width.
import { useState } from 'react';

export type SortDirection = 'ascending' | 'descending';

export interface ColumnSort<Row> {
  /** what the rows are compared by; a missing value (undefined) goes last either way */
  value: (row: Row) => number | string | undefined;
  /** the direction a first choice of this column orders in (rates: the largest first) */
  first: SortDirection;
  /** translated words for the phone's order menu, where no column header shows ('Download rate') */
  label: string;
}

export interface TableOrder {
  key: string;
  direction: SortDirection;
}

/** The rows in the chosen column's order; as given while none is chosen. Ties keep their given order. */
export function sortedRows<Row>(rows: readonly Row[], sort: ColumnSort<Row> | undefined, direction: SortDirection): readonly Row[] {
  if (!sort) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sort.value(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The chosen order: a column chosen again turns round; another starts in its own first direction. */
export function useTableOrder(): [TableOrder | undefined, (key: string, first: SortDirection) => void, (order: TableOrder | undefined) => void] {
  const [order, setOrder] = useState<TableOrder>();
  const choose = (key: string, first: SortDirection) =>
    setOrder((now) => (now?.key === key ? { key, direction: now.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: first }));
  return [order, choose, setOrder];
}
