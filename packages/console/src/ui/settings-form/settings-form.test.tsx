import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ipv4Schema } from '@rc/contract/datatypes';
import { defineOp, type OpDef } from '@rc/contract/op';
import { get_dhcp_config, set_dhcp_config } from '@rc/contract/ops/network/dhcp';
import { callOp } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { toastStore } from '../../lib/toast';
import { findReady } from '../testing/ready-for-pointer';
import { renderWithProviders } from '../testing/render-with-providers';
import { setupTestI18n } from '../testing/test-i18n';
import type { FieldDecl } from './field-types';
import { SettingsForm } from './settings-form';

vi.mock('../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const get_demo = defineOp({
  op: 'get_demo',
  method: 'GET',
  summary: 'demo read',
  input: z.strictObject({}),
  output: z.object({ enabled: z.enum(['1', '0']), ipaddr: z.string(), leasetime: z.number(), proto: z.enum(['dhcp', 'pppoe']), username: z.string(), mtu: z.number() }),
});

const set_demo = defineOp({
  op: 'set_demo',
  method: 'POST',
  summary: 'demo save',
  input: z.strictObject({
    enabled: z.enum(['1', '0']),
    ipaddr: ipv4Schema(),
    leasetime: z.number().int().min(1).max(1440),
    proto: z.enum(['dhcp', 'pppoe']),
    username: z.string().min(1, 'validation.required').optional(),
    mtu: z.number().int().min(576).max(1500).optional(),
  }),
  output: z.object({}),
});

const fields: FieldDecl<'enabled' | 'ipaddr' | 'leasetime' | 'proto' | 'username' | 'mtu'>[] = [
  { name: 'enabled', label: 'form.demo.enabled' },
  { name: 'ipaddr', label: 'form.demo.ipaddr', widget: 'ip', hint: 'form.demo.ipHint' },
  { name: 'proto', label: 'form.demo.proto' },
  { name: 'username', label: 'form.demo.username', dependsOn: { proto: 'pppoe' } },
  { name: 'leasetime', label: 'form.demo.leasetime', unit: 'form.demo.minutes' },
  { name: 'mtu', label: 'form.demo.mtu', fold: 'advanced' },
];

const loaded = { enabled: '1', ipaddr: '192.168.1.1', leasetime: 120, proto: 'dhcp', username: 'alice', mtu: 1500 };

function answer(saveResult: () => Promise<unknown> = () => Promise.resolve({})) {
  callOpMock.mockImplementation((def) => ((def as OpDef).op === 'get_demo' ? Promise.resolve({ ...loaded }) : saveResult()) as never);
}

function saveCalls() {
  return callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_demo');
}

async function renderDemo(extra: { confirm?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<SettingsForm read={get_demo} save={set_demo} fields={fields} title="form.demo.title" {...extra} />);
  await screen.findByDisplayValue('192.168.1.1');
  return { user, ...view };
}

beforeAll(() => setupTestI18n('en'));

beforeEach(() => {
  callOpMock.mockReset();
  toastStore.set([]);
  answer();
});

describe('SettingsForm', () => {
  it('shows the values the device answered, each input named by its label', async () => {
    await renderDemo();
    expect(screen.getByRole('switch', { name: 'form.demo.enabled' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'form.demo.ipaddr' })).toHaveValue('192.168.1.1');
    expect(screen.getByRole('spinbutton', { name: 'form.demo.leasetime' })).toHaveValue(120);
    expect(screen.getByRole('combobox', { name: 'form.demo.proto' })).toHaveValue('dhcp');
    expect(callOpMock).toHaveBeenCalledWith(get_demo, {}, expect.anything());
  });

  it("says the device's reason a load failed: the OpenWrt package to install (issue 27.1)", async () => {
    callOpMock.mockImplementation(() => Promise.reject(new ApiError('-12', { msg: 'router.missingPackage', where: 'openvpn-openssl' })) as never);
    renderWithProviders(<SettingsForm read={get_demo} save={set_demo} fields={fields} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/needs the OpenWrt package openvpn-openssl/);
  });

  it("reads with the page's input when the read op takes one", async () => {
    const get_band = defineOp({ op: 'get_demo', method: 'GET', summary: 'per band', input: z.strictObject({ band: z.enum(['2g', '5g']) }), output: get_demo.output });
    renderWithProviders(<SettingsForm read={get_band} readInput={{ band: '5g' }} save={set_demo} fields={fields} />);
    await screen.findByDisplayValue('192.168.1.1');
    expect(callOpMock).toHaveBeenCalledWith(get_band, { band: '5g' }, expect.anything());
  });

  it('refuses a bad IP with the translated rule next to the field and sends nothing', async () => {
    const { user } = await renderDemo();
    const ip = screen.getByRole('textbox', { name: 'form.demo.ipaddr' });
    await user.clear(ip);
    await user.type(ip, '192.168.1.300');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a correct IP address')).toBeInTheDocument();
    expect(ip).toHaveAttribute('aria-invalid', 'true');
    expect(ip).toHaveAccessibleDescription(expect.stringContaining('Please enter a correct IP address'));
    await waitFor(() => expect(ip).toHaveFocus());
    expect(saveCalls()).toHaveLength(0);
  });

  it('explains a bare zod bound with the bounds read from the schema', async () => {
    const { user } = await renderDemo();
    const lease = screen.getByRole('spinbutton', { name: 'form.demo.leasetime' });
    await user.clear(lease);
    await user.type(lease, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number from 1 to 1440')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('shows a dependent field only while its dependency holds, and leaves it out of the save', async () => {
    const { user } = await renderDemo();
    expect(screen.queryByRole('textbox', { name: 'form.demo.username' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'form.demo.proto' }), 'pppoe');
    const username = screen.getByRole('textbox', { name: 'form.demo.username' });
    expect(username).toHaveValue('alice');
    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'form.demo.proto' }), 'dhcp');
    expect(screen.queryByRole('textbox', { name: 'form.demo.username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(saveCalls()[0]?.[1]).toEqual({ enabled: '1', ipaddr: '192.168.1.1', leasetime: 120, proto: 'dhcp', mtu: 1500 });
  });

  it("puts a '-2' answer of the device on its field", async () => {
    answer(() => Promise.reject(new ApiError('-2', { errors: [{ field: 'ipaddr', key: 'validation.ipv4' }] })));
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const ip = screen.getByRole('textbox', { name: 'form.demo.ipaddr' });
    await waitFor(() => expect(ip).toHaveAccessibleDescription(expect.stringContaining('Please enter a correct IP address')));
    expect(ip).toHaveAttribute('aria-invalid', 'true');
    expect(toastStore.get()).toEqual([]);
  });

  it("names in a '-2' message what the device named (the link that leads off the disk)", async () => {
    answer(() => Promise.reject(new ApiError('-2', { errors: [{ field: 'ipaddr', key: 'samba.pathLinkOutside', params: { link: '/mnt/sda1/etc-link' } }] })));
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const ip = screen.getByRole('textbox', { name: 'form.demo.ipaddr' });
    await waitFor(() => expect(ip).toHaveAccessibleDescription(expect.stringContaining('The link /mnt/sda1/etc-link in this directory leads off')));
  });

  it("toasts a '-2' on a field the page does not show with the field's label and the reason, its values filled in", async () => {
    const refused = { field: 'username', key: 'samba.pathLinkOutside', params: { link: '/mnt/sda1/etc-link' } };
    answer(() => Promise.reject(new ApiError('-2', { errors: [refused] })));
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastStore.get().map((item) => item.message)).toEqual([expect.stringMatching(/^form\.demo\.username: The link \/mnt\/sda1\/etc-link in this directory/)]));
  });

  it("shows a DHCP '-4' next to the start field and still toasts spec 8's message", async () => {
    const pool = { enabled: '1', start: 100, end: 200, leaseTime: 12, leaseUnit: 'h' };
    callOpMock.mockImplementation((def) =>
      ((def as OpDef).op === get_dhcp_config.op
        ? Promise.resolve({ ...pool })
        : Promise.reject(new ApiError('-4', { errors: [{ field: 'start', key: 'validation.dhcpOutOfRange' }] }))) as never,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <SettingsForm
        read={get_dhcp_config}
        save={set_dhcp_config}
        fields={[
          { name: 'start', label: 'form.demo.start' },
          { name: 'end', label: 'form.demo.end' },
        ]}
      />,
    );
    const start = await screen.findByRole('spinbutton', { name: 'form.demo.start' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(start).toHaveAccessibleDescription('IP not within range (1-254)'));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'form.demo.end' })).not.toHaveAttribute('aria-invalid');
    expect(toastStore.get()).toMatchObject([{ kind: 'error', message: 'IP not within range' }]);
  });

  it('toasts a per-code message for other failures', async () => {
    answer(() => Promise.reject(new ApiError('-7')));
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastStore.get()).toHaveLength(1));
    expect(toastStore.get()[0]).toMatchObject({ kind: 'error' });
    expect(toastStore.get()[0]?.message).not.toMatch(/^result\.|^common\./);
  });

  it('toasts success, sends the values and reloads them from the device', async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole('switch', { name: 'form.demo.enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastStore.get()).toMatchObject([{ kind: 'success' }]));
    expect(toastStore.get()[0]?.message).not.toBe('common.operationSucceeded');
    expect(saveCalls()[0]?.[1]).toMatchObject({ enabled: '0' });
    await waitFor(() => expect(callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'get_demo')).toHaveLength(2));
  });

  it('disables Save with a pending label while the device answers', async () => {
    let finish: (value: unknown) => void = () => {};
    const saving = new Promise((resolve) => (finish = resolve));
    answer(() => saving);
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish({});
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('undoes edits back to the loaded values', async () => {
    const { user } = await renderDemo();
    const ip = screen.getByRole('textbox', { name: 'form.demo.ipaddr' });
    await user.clear(ip);
    await user.type(ip, '10.0.0.1');
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(ip).toHaveValue('192.168.1.1');
  });

  it('keeps advanced fields folded until the toggle opens them, and still sends them', async () => {
    const { user } = await renderDemo();
    const toggle = screen.getByRole('button', { name: 'Advanced settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton', { name: 'form.demo.mtu', hidden: true })).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('spinbutton', { name: 'form.demo.mtu', hidden: true })).toBeVisible();
  });

  it('opens the fold to show an error inside it', async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Advanced settings' }));
    const mtu = screen.getByRole('spinbutton', { name: 'form.demo.mtu', hidden: true });
    await user.clear(mtu);
    await user.type(mtu, '100');
    await user.click(screen.getByRole('button', { name: 'Advanced settings' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mtu).toHaveFocus());
    expect(mtu).toBeVisible();
    expect(screen.getByText('Enter a number from 576 to 1500')).toBeInTheDocument();
  });

  it('asks before saving when the page declares a confirmation', async () => {
    const { user } = await renderDemo({ confirm: 'form.demo.reconnect' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findReady('alertdialog');
    expect(within(dialog).getByText('form.demo.reconnect')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
  });

  it('can be filled and saved with the keyboard alone', async () => {
    const { user } = await renderDemo();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'form.demo.enabled' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'form.demo.enabled' })).not.toBeChecked();
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveCalls()[0]?.[1]).toMatchObject({ enabled: '0' }));
  });
});
