import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuConf } from '@rc/contract/features';
import { callOp } from '../../lib/api-client';
import { forgetMenuConf, menuConfStore } from '../../lib/menu-conf';
import { menuConf } from '../../test/fake-device';
import { Modal } from '../modal';
import { renderWithProviders } from '../testing/render-with-providers';
import { setupTestI18n } from '../testing/test-i18n';
import { ClientCombobox, type ClientPick } from './client-combobox';
import { ClientListInput } from './client-list-input';
import { mergeKnownClients } from './known-clients';

vi.mock('../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const terminals = [
  { hostname: 'nas', ip: '192.168.1.20', mac: 'aa:bb:cc:00:00:20', connection: 'lan', rxBytes: 0, txBytes: 0, connectedSeconds: 5 },
  { hostname: '', ip: '192.168.1.31', mac: 'AA:BB:CC:00:00:31', connection: '5g', rxBytes: 0, txBytes: 0, connectedSeconds: 5 },
];
const leases = [
  { hostname: 'kids-phone', ip: '192.168.1.31', mac: 'aa:bb:cc:00:00:31', expires: 100 },
  { hostname: 'printer', ip: '192.168.1.40', mac: 'AA:BB:CC:00:00:40', expires: 100 },
];

function Field({ pick, onPick }: { pick: ClientPick; onPick?: (mac: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="host">Host</label>
      <ClientCombobox id="host" pick={pick} value={value} onChange={setValue} onPickClient={(client) => onPick?.(client.mac)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

beforeAll(() => setupTestI18n('en'));

beforeEach(() => {
  menuConfStore.set(menuConf() as MenuConf);
  callOpMock.mockImplementation((def) => Promise.resolve(def.op === 'get_terminals' ? { terminals, blocked: [], timeBlocked: [] } : { leases }) as never);
});

afterEach(() => {
  forgetMenuConf();
  callOpMock.mockReset();
});

describe('mergeKnownClients', () => {
  it('lists each MAC once, connected first, named from its lease when the terminal has no name', () => {
    expect(mergeKnownClients(terminals as never, leases)).toEqual([
      { name: 'nas', ip: '192.168.1.20', mac: 'AA:BB:CC:00:00:20', online: true },
      { name: 'kids-phone', ip: '192.168.1.31', mac: 'AA:BB:CC:00:00:31', online: true },
      { name: 'printer', ip: '192.168.1.40', mac: 'AA:BB:CC:00:00:40', online: false },
    ]);
  });
});

describe('ClientCombobox', () => {
  it('picks a known client with the keyboard alone and fills its IP', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field pick="ip" />);
    const box = screen.getByRole('combobox', { name: 'Host' });
    await user.click(box);
    await user.keyboard('print');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('192.168.1.40');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('fills the MAC when it asks for one and shows name, addresses and state per client', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    renderWithProviders(<Field pick="mac" onPick={picked} />);
    const box = screen.getByRole('combobox', { name: 'Host' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getAllByRole('option')[1]).toHaveTextContent(/kids-phone.*192\.168\.1\.31.*AA:BB:CC:00:00:31.*Online/);
    expect(screen.getAllByRole('option')[2]).toHaveTextContent(/printer.*Offline/);
    await user.click(screen.getAllByRole('option')[1]!);
    expect(screen.getByTestId('value')).toHaveTextContent('AA:BB:CC:00:00:31');
    expect(picked).toHaveBeenCalledWith('AA:BB:CC:00:00:31');
  });

  it('keeps a typed address no client has, with a hint rather than an error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field pick="ip" />);
    const box = screen.getByRole('combobox', { name: 'Host' });
    await waitFor(() => expect(callOpMock).toHaveBeenCalledTimes(2));
    await user.type(box, '192.168.1.99');
    expect(screen.getByTestId('value')).toHaveTextContent('192.168.1.99');
    expect(box).toHaveAccessibleDescription(/No known device has this address/);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, '192.168.1.20');
    expect(box).not.toHaveAccessibleDescription(/No known device/);
    // A whole address lists only the client that has it.
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent(/^nas/);
  });

  it('asks for no list whose page menu_conf.json turns off, and still takes typed values', async () => {
    const user = userEvent.setup();
    const conf = menuConf() as MenuConf;
    menuConfStore.set({ ...conf, net: { ...conf.net, net_clients: '0', net_dhcp: '0' } });
    renderWithProviders(<Field pick="ip" />);
    await user.type(screen.getByRole('combobox', { name: 'Host' }), '10.0.0.1');
    expect(callOpMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('10.0.0.1');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes its list on Escape without closing the dialog around it', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    renderWithProviders(
      <Modal open title="Add" onOpenChange={close}>
        <Field pick="ip" />
      </Modal>,
    );
    const box = screen.getByRole('combobox', { name: 'Host' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(close).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledWith(false);
  });
});

describe('ClientListInput', () => {
  it('adds a picked client\'s MAC and a typed one to the list, once each', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    renderWithProviders(<ClientListInput id="macs" value={['AA:BB:CC:00:00:20']} onChange={changed} />);
    const picker = screen.getByRole('combobox', { name: /Add a device/ });
    await user.click(picker);
    await user.keyboard('printer{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith(['AA:BB:CC:00:00:20', 'AA:BB:CC:00:00:40']);
    await user.keyboard('00:11:22:33:44:55{Enter}');
    expect(changed).toHaveBeenLastCalledWith(['AA:BB:CC:00:00:20', '00:11:22:33:44:55']);
    expect(picker).toHaveValue('');
  });

  it("adds a picked client's IP, a typed subnet, and not a typed name (who may reach the file share)", async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    renderWithProviders(<ClientListInput id="hosts" pick="ip" value={['192.168.1.20']} onChange={changed} />);
    const picker = screen.getByRole('combobox', { name: 'Add a device: pick it or type its IP address or a subnet' });
    await user.click(picker);
    await user.keyboard('printer{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith(['192.168.1.20', '192.168.1.40']);
    await user.keyboard('10.0.0.0/24{Enter}');
    expect(changed).toHaveBeenLastCalledWith(['192.168.1.20', '10.0.0.0/24']);
    changed.mockClear();
    await user.keyboard('nas{Escape}{Enter}');
    expect(changed).not.toHaveBeenCalled();
  });
});
