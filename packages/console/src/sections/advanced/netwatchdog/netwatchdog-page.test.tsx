import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { set_netwatchdog } from '@rc/contract/ops/advanced/netwatchdog';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { NetwatchdogPage } from './netwatchdog-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const stored = { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: '119.29.29.29', interval: 30, action: 'netrestart' };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_netwatchdog') return Promise.resolve({ ...stored });
    if (def.op === 'get_netwatchdog_status') return Promise.resolve({ running: '1', probes: [], failuresInRow: 0, lastAction: 'none', lastActionSecondsAgo: -1, period: 90, shipped: '0' });
    return Promise.resolve({});
  }) as never);
});

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_netwatchdog').map(([, input]) => input);

describe('Network watchdog page', () => {
  it('switched off, sends back the addresses, interval and uplink it hides, so that the device keeps them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NetwatchdogPage />);
    await user.click(await screen.findByRole('radio', { name: 'None (watchdog off)' }));
    expect(screen.queryByRole('textbox', { name: 'Detection address 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ ...stored, action: 'none' }]));
    expect(set_netwatchdog.input.safeParse(saved()[0]).success).toBe(true);
  });

  it("says watchcat's shipped section runs, rebooting after 6 hours, and shows its action, not 'None'", async () => {
    callOpMock.mockImplementation(((def: OpDef) => {
      if (def.op === 'get_netwatchdog') return Promise.resolve({ cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'sysrestart' });
      if (def.op === 'get_netwatchdog_status') return Promise.resolve({ running: '1', probes: [], failuresInRow: 0, lastAction: 'none', lastActionSecondsAgo: -1, period: 21_600, shipped: '1' });
      return Promise.resolve({});
    }) as never);
    renderWithProviders(<NetwatchdogPage />);
    expect(await screen.findByRole('radio', { name: 'Restart the router' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'None (watchdog off)' })).not.toBeChecked();
    expect((await screen.findByRole('note')).textContent).toContain("watchcat's own setting, as OpenWrt installs it, shown below. It acts after 6 hours without an answer");
    expect(await screen.findByText('6 hours')).toBeInTheDocument();
  });
});
