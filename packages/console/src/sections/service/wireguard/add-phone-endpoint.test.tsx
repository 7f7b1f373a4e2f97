import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import '../../../ui/testing/jsdom-shims';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { wanStatus } from '../../../ui/testing/wan-status';
import { AddPhone } from './add-phone';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);
const phoneConfig = '[Interface]\nPrivateKey = x\n';
const withWan = (ipaddr: string) =>
  callOpMock.mockImplementation(((def: OpDef | undefined) =>
    Promise.resolve(def?.op === 'get_wan_status' ? wanStatus(ipaddr) : def?.op === 'add_wireguard_phone' ? { publicKey: 'k', config: phoneConfig } : {})) as never);
const endpoint = () => (screen.getByLabelText('Router address from the internet') as HTMLInputElement).value;

async function openDialog() {
  renderWithProviders(<AddPhone />);
  await userEvent.click(screen.getByRole('button', { name: 'Add phone' }));
}

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe("Add a phone's router address (issue 30.8)", () => {
  it('offers a public WAN address', async () => {
    withWan('203.0.113.7');
    await openDialog();
    await waitFor(() => expect(endpoint()).toBe('203.0.113.7'));
  });

  it('never offers a private one: the field waits for a DDNS name', async () => {
    withWan('192.168.8.20');
    await openDialog();
    await waitFor(() => expect(callOpMock.mock.calls.some(([def]) => (def as OpDef | undefined)?.op === 'get_wan_status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(endpoint()).toBe('');
  });
});

describe('the Add a phone dialog (issue 30.9)', () => {
  it('sends the chosen tunnel, fills itself with the QR code, and forgets the phone once closed', async () => {
    const user = userEvent.setup();
    withWan('203.0.113.7');
    await openDialog();
    await user.type(screen.getByLabelText('Phone name'), 'Pixel 8');
    await user.click(screen.getByRole('radio', { name: /Only the home network/ }));
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await screen.findByRole('img', { name: 'QR code of the WireGuard configuration of Pixel 8' });
    const added = callOpMock.mock.calls.find(([def]) => (def as OpDef).op === 'add_wireguard_phone');
    expect(added?.[1]).toEqual({ description: 'Pixel 8', endpointHost: '203.0.113.7', tunnel: 'split' });
    expect(screen.getByRole('link', { name: 'Download .conf' })).toHaveAttribute('download', 'Pixel-8.conf');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    expect(screen.getByLabelText('Phone name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /All traffic/ })).toBeChecked();
  });
});
