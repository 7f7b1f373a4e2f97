import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Lease {
  mac: string;
  ip: string;
}

const leases: Lease[] = Array.from({ length: 500 }, (_, index) => ({
  mac: `00:11:22:33:${String(Math.floor(index / 256)).padStart(2, '0')}:${(index % 256).toString(16).padStart(2, '0')}`,
  ip: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
}));

const columns: Column<Lease>[] = [
  { key: 'mac', header: 'MAC address', cell: (lease) => lease.mac },
  { key: 'ip', header: 'IP address', cell: (lease) => lease.ip },
];

// A DOM query, not getAllByRole: the role query itself costs seconds over 1,000 cells in jsdom.
function bodyRows() {
  return [...document.querySelectorAll('tbody tr[aria-rowindex]')];
}

describe('DataTable', () => {
  it('renders 500 rows in full when asked, each cell labelled for the card layout', () => {
    render(<DataTable caption="DHCP leases" columns={columns} rows={leases} rowKey={(lease) => lease.mac} windowed={false} />);
    const table = screen.getByRole('table', { name: 'DHCP leases' });
    expect(bodyRows()).toHaveLength(500);
    expect(within(table).getByText('10.0.1.250')).toBeInTheDocument();
    expect(bodyRows()[0]?.querySelector('td')).toHaveAttribute('data-label', 'MAC address');
  });

  it('windows 500 rows by default, keeps the full count for assistive technology and follows the scroll', () => {
    render(<DataTable caption="DHCP leases" columns={columns} rows={leases} rowKey={(lease) => lease.mac} rowHeightPx={40} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    expect(bodyRows().length).toBeLessThan(100);
    expect(screen.getByText('10.0.0.1')).toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'DHCP leases' });
    region.scrollTop = 499 * 40;
    fireEvent.scroll(region);
    expect(screen.getByText('10.0.1.250')).toBeInTheDocument();
    expect(screen.queryByText('10.0.0.1')).not.toBeInTheDocument();
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '501');
  });

  it('says so when there are no rows', () => {
    render(<DataTable caption="DHCP leases" columns={columns} rows={[]} rowKey={(lease) => lease.mac} empty="No leases" />);
    expect(screen.getByRole('cell', { name: 'No leases' })).toBeInTheDocument();
  });
});

describe('identifier columns', () => {
  it('marks a MAC column so that it is never wrapped (issue 30.13)', () => {
    render(
      <DataTable
        caption="Clients"
        columns={[
          { key: 'name', header: 'Name', cell: (row: { name: string; mac: string }) => row.name },
          { key: 'mac', header: 'MAC', cell: (row) => row.mac, identifier: true },
        ]}
        rows={[{ name: 'nas', mac: 'D8:1E:E2:99:01:2F' }]}
        rowKey={(row) => row.mac}
      />,
    );
    expect(screen.getByRole('cell', { name: 'D8:1E:E2:99:01:2F' })).toHaveAttribute('data-identifier', 'true');
    expect(screen.getByRole('cell', { name: 'nas' })).not.toHaveAttribute('data-identifier');
  });
});
