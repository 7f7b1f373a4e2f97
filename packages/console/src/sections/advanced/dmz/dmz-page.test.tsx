import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { DmzPage } from './dmz-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const dmz = {
  enabled: '1',
  hostIp: '192.168.1.50',
  excludedPorts: '443',
  routerKeeps: [
    { name: 'Allow-Ping', proto: 'icmp', ports: '' },
    { name: 'Allow-WireGuard', proto: 'udp', ports: '51820' },
  ],
};

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_dmz' ? { ...dmz } : {})) as never);
});

describe('DMZ page', () => {
  it("lists the router's own services the DMZ host never gets, and saves only the form's fields", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DmzPage />);
    const table = await screen.findByRole('table', { name: 'Kept for the router' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Allow-PingicmpAll of this protocol', 'Allow-WireGuardudp51820']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sent = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_dmz').map(([, input]) => input);
    await waitFor(() => expect(sent()).toEqual([{ enabled: '1', hostIp: '192.168.1.50', excludedPorts: '443' }]));
  });
});
