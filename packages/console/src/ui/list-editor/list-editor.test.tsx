import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { set_static_leases, type StaticLease } from '@rc/contract/ops/network/dhcp';
import { ApiError } from '../../lib/api-error';
import { toastStore } from '../../lib/toast';
import { findReady } from '../testing/ready-for-pointer';
import { renderWithProviders } from '../testing/render-with-providers';
import { setupTestI18n } from '../testing/test-i18n';
import { ListEditor } from './list-editor';

const listSchema = set_static_leases.input.shape.hosts;
const hosts: StaticLease[] = [
  { name: 'nas', ip: '192.168.1.10', mac: '00:11:22:33:44:55' },
  { name: '', ip: '192.168.1.11', mac: 'AA:BB:CC:DD:EE:FF' },
  // 'tv' is too short a host name (written by hand, say): a new entry is still checked in full.
  { name: 'tv', ip: '192.168.1.12', mac: '00:11:22:33:44:66' },
];

function renderList(save: (items: StaticLease[]) => Promise<unknown>, max = 4, addFromQuery?: 'mac') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <ListEditor
      addFromQuery={addFromQuery}
      caption="leases"
      items={hosts}
      listSchema={listSchema}
      itemSchema={listSchema.element}
      listKey="hosts"
      columns={[{ key: 'mac', header: 'MAC', cell: (host) => host.mac }]}
      fields={[
        { name: 'mac', label: 'demo.mac' },
        { name: 'ip', label: 'demo.ip' },
        { name: 'name', label: 'demo.name' },
      ]}
      blank={{ name: '', ip: '', mac: '' }}
      keyOf={(host) => host.mac}
      save={save}
      max={max}
      addTitle="demo.add"
      editTitle="demo.edit"
    />,
  );
  return user;
}

async function addEntry(user: ReturnType<typeof userEvent.setup>, mac: string, ip: string) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await findReady('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'demo.mac' }), mac);
  await user.type(within(dialog).getByRole('textbox', { name: 'demo.ip' }), ip);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

beforeAll(() => setupTestI18n('en'));
beforeEach(() => toastStore.set([]));

describe('ListEditor', () => {
  it("refuses an entry the list's own rules refuse (a MAC already listed) on its field, sending nothing, even beside a bad entry", async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = renderList(save);
    const dialog = await addEntry(user, 'aa:bb:cc:dd:ee:ff', '192.168.1.20');
    const mac = within(dialog).getByRole('textbox', { name: 'demo.mac' });
    await waitFor(() => expect(mac).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(i18next.t('validation.duplicate'))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the whole list with the new entry last, and says so', async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = renderList(save);
    await addEntry(user, '00:11:22:33:44:77', '192.168.1.20');
    await waitFor(() => expect(save).toHaveBeenCalledWith([...hosts, { name: '', ip: '192.168.1.20', mac: '00:11:22:33:44:77' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastStore.get().map((toast) => toast.message)).toContain('Operation succeeded');
  });

  it("puts the device's -2 for the new entry on its field and keeps the dialog open", async () => {
    const save = vi.fn(() => Promise.reject(new ApiError('-2', { errors: [{ field: 'hosts.3.ip', key: 'validation.ipv4' }] })));
    const user = renderList(save);
    const dialog = await addEntry(user, '00:11:22:33:44:77', '192.168.1.20');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'demo.ip' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toastStore.get().map((toast) => toast.message)).toContain(`Entry 4: ${i18next.t('validation.ipv4')}`);
  });

  it('removes the ticked entries together after asking', async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = renderList(save);
    await user.click(screen.getByRole('checkbox', { name: 'Select 00:11:22:33:44:55' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 00:11:22:33:44:66' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    await user.click(within(await findReady('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith([hosts[1]]));
  });

  it('names what it is about to remove (issue 43.7)', async () => {
    const user = renderList(vi.fn(() => Promise.resolve()));
    await user.click(screen.getByRole('button', { name: 'Remove 00:11:22:33:44:55' }));
    expect(await findReady('alertdialog')).toHaveTextContent('Remove “nas”?');
    await user.click(within(await findReady('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Select 00:11:22:33:44:55' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select AA:BB:CC:DD:EE:FF' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(await findReady('alertdialog')).toHaveTextContent('Remove these 2 entries: “nas”, “AA:BB:CC:DD:EE:FF”?');
  });

  it('counts the entries against the maximum and offers no Add at it', async () => {
    renderList(vi.fn(), 3);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('opens the add dialog once with the value of the page\'s ?add= query (issue 30.11)', async () => {
    window.location.hash = '#/advanced/parent?add=00%3A11%3A22%3A33%3A44%3A77';
    try {
      const save = vi.fn(() => Promise.resolve());
      const user = renderList(save, 4, 'mac');
      const dialog = await findReady('dialog', { name: 'demo.add' });
      expect(within(dialog).getByRole('textbox', { name: 'demo.mac' })).toHaveValue('00:11:22:33:44:77');
      await user.type(within(dialog).getByRole('textbox', { name: 'demo.ip' }), '192.168.1.20');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalledWith([...hosts, { name: '', ip: '192.168.1.20', mac: '00:11:22:33:44:77' }]));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      window.location.hash = '';
    }
  });

  it('opens no dialog without the query', () => {
    renderList(vi.fn(), 4, 'mac');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
