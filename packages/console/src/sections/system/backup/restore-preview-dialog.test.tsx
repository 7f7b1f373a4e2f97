import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { RestorePreviewDialog } from './restore-preview-dialog';
import type { RestorePreview } from './use-restore';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);
const sent = (op: string) => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === op).map(([, input]) => input);

const restoreId = 'a'.repeat(32);
const preview = (origin: RestorePreview['origin']): RestorePreview => ({
  restoreId,
  expiresIn: 600,
  origin,
  skipped: [],
  accounts: [],
  notRestored: [],
  files: [
    {
      pkg: 'system',
      sections: [{ key: 'ntp', type: 'timeserver', label: '', kind: 'changed', options: [{ option: 'server', before: 'time.example.org', after: 'ntp.aliyun.com', secret: false }] }],
    },
    { pkg: 'wireless', sections: [{ key: 'default_radio0', type: 'wifi-iface', label: '', kind: 'changed', options: [{ option: 'key', before: null, after: null, secret: true }] }] },
  ],
});

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockResolvedValue({} as never);
});

function renderDialog(origin: RestorePreview['origin']) {
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<RestorePreviewDialog preview={preview(origin)} onClose={onClose} />);
  return { user, onClose, dialog: screen.getByRole('alertdialog', { name: 'Restore this backup?' }) };
}

describe('the restore preview', () => {
  it('shows each change as History does and that this router made the backup', async () => {
    const { user, onClose, dialog } = renderDialog('thisUnit');
    expect(within(dialog).getByText('Made by this router')).toBeInTheDocument();
    expect(within(dialog).getByText(/System › ntp/)).toBeInTheDocument();
    expect(within(dialog).getByText(/time\.example\.org → ntp\.aliyun\.com/)).toBeInTheDocument();
    expect(within(dialog).getByText(/changed \(not shown\)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore and restart' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('restore_apply')).toEqual([{ restoreId, acceptForeign: false }]);
  });

  it('applies a backup made elsewhere only once the box is ticked', async () => {
    const { user, onClose, dialog } = renderDialog('elsewhere');
    expect(within(dialog).getByText('Made elsewhere or edited')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Restore and restart' });
    await user.click(apply);
    const box = within(dialog).getByRole('checkbox', { name: 'I know where this backup comes from and want to restore it' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('tick the box');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent('restore_apply')).toEqual([]);
    // Keyboard alone: space ticks the focused box.
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(apply);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('restore_apply')).toEqual([{ restoreId, acceptForeign: true }]);
  });

  it("names the passwords this router's own backup restores (issue 39.3)", () => {
    renderWithProviders(<RestorePreviewDialog preview={{ ...preview('thisUnit'), accounts: ['admin.json', 'samba-passwd.json'] }} onClose={vi.fn()} />);
    expect(screen.getByText("Also restored, as this router's own backup: the admin password, the file sharing password.")).toBeInTheDocument();
  });

  it('lists what the restore leaves out, each with its reason (issue 39.3)', async () => {
    const leftOut: RestorePreview['notRestored'] = [
      { package: 'dhcp', section: '@dnsmasq[0]', type: 'dnsmasq', option: 'dhcpscript', reason: 'option' },
      { package: 'luci', section: '', type: '', option: '', reason: 'package' },
    ];
    renderWithProviders(<RestorePreviewDialog preview={{ ...preview('elsewhere'), notRestored: leftOut }} onClose={vi.fn()} />);
    const list = screen.getByRole('region', { name: 'Not restored: 2 parts of the backup' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'dhcp.@dnsmasq[0].dhcpscript (dnsmasq): an option no page writes and OpenWrt does not ship here (it could run a program)',
      'luci: a configuration file no page of this console writes',
    ]);
  });

  it('cancel drops the previewed restore on the device', async () => {
    const { user, onClose, dialog } = renderDialog('elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent('restore_cancel')).toEqual([{ restoreId }]);
    expect(sent('restore_apply')).toEqual([]);
  });

  it('closes on Escape the same way', async () => {
    const { user, onClose } = renderDialog('thisUnit');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent('restore_cancel')).toEqual([{ restoreId }]);
  });
});
