import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { findReady } from '../../../ui/testing/ready-for-pointer';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { QosPage } from './qos-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const tv = { target: '192.168.1.50', upload: 256, download: 20000, description: 'TV' };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_qos') return Promise.resolve({ enabled: '1', rules: [tv] });
    if (def.op === 'get_qos_status') return Promise.resolve({ flowOffloading: false });
    return Promise.resolve({});
  }) as never);
});

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_qos').map(([, input]) => input);

async function addRule(target: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<QosPage />);
  await screen.findByRole('cell', { name: tv.target });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await findReady('dialog');
  const field = within(dialog).getByRole('combobox', { name: 'Limited object' });
  await user.type(field, target);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, field };
}

describe('QoS page', () => {
  it.each([
    ['192.168.1.5/24', 'Enter the network by its own address: for 192.168.1.5/24 that is 192.168.1.0/24'],
    ['0.0.0.0/0', 'Enter a unicast address: not loopback (127.x), link-local (169.254.x), multicast or reserved (224.x and above)'],
    ['kids-pc', "Enter a host's IP address, such as 192.168.1.100, or a network, such as 192.168.1.0/24"],
  ])('refuses %s as the limited object with its message, sending nothing (13.23, 28.12)', async (target, message) => {
    const { dialog, field } = await addRule(target);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it('saves a network such as 192.168.1.0/24, which spec 3 allows (28.12)', async () => {
    await addRule('192.168.1.0/24');
    await waitFor(() => expect(saved()).toEqual([{ enabled: '1', rules: [tv, { target: '192.168.1.0/24', upload: 1024, download: 4096, description: '' }] }]));
  });

  it('saves one host with the rules already there and the stored switch', async () => {
    await addRule('192.168.1.60');
    await waitFor(() =>
      expect(saved()).toEqual([{ enabled: '1', rules: [tv, { target: '192.168.1.60', upload: 1024, download: 4096, description: '' }] }]),
    );
  });
});
