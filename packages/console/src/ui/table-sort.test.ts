import { describe, expect, it } from 'vitest';
import { sortedRows, type ColumnSort } from './table-sort';

const rows = [
  { name: 'tv', down: 10 },
  { name: 'nas', down: undefined },
  { name: 'phone', down: 300 },
  { name: 'laptop', down: 10 },
];
const byDown: ColumnSort<(typeof rows)[number]> = { value: (row) => row.down, first: 'descending', label: 'Download rate' };

describe('sortedRows (issue 43.2)', () => {
  it('puts the busiest device first, a device without a rate last, ties in their listed order', () => {
    expect(sortedRows(rows, byDown, 'descending').map((row) => row.name)).toEqual(['phone', 'tv', 'laptop', 'nas']);
    expect(sortedRows(rows, byDown, 'ascending').map((row) => row.name)).toEqual(['tv', 'laptop', 'phone', 'nas']);
  });

  it('orders names as text and keeps the list as given without a column', () => {
    expect(sortedRows(rows, { value: (row) => row.name, first: 'ascending', label: 'Name' }, 'ascending').map((row) => row.name)).toEqual(['laptop', 'nas', 'phone', 'tv']);
    expect(sortedRows(rows, undefined, 'ascending')).toBe(rows);
  });
});
