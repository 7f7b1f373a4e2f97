import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../../ui/testing/test-i18n';
import { RadioPanel } from './radio-panel';
import { RadioChart } from './radio-chart';

vi.mock('../../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const radio = { present: true, time: 0, technology: 'nr5g_nsa', band: 'B3', arfcn: 1650, nrBand: 'n78', nrArfcn: 627264, cellId: 188643842, pci: 28, tac: 23071, rsrp: -93, rsrq: -11, sinr: 21, rssi: -86 };
let history: unknown;

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  history = { intervalSeconds: 60, kept: 'flash', time: [0, 60_000, 120_000], rsrp: [-90, -91, -99], rsrq: [-10, -10, -12], sinr: [10, 11, 5], technology: ['lte', 'lte', 'lte'], cellId: [1, 1, 2] };
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_radio_status' ? { ...radio } : def.op === 'get_radio_history' ? history : {})) as never);
});

describe('the radio panel', () => {
  it('shows each reading with its quality word, and the NSA leg', async () => {
    renderWithProviders(<RadioPanel />);
    expect(await screen.findByText('5G NSA')).toBeInTheDocument();
    const word = (metric: string) => document.querySelector(`[data-metric="${metric}"] .badge`)?.textContent;
    expect([word('rsrp'), word('rsrq'), word('sinr'), word('rssi')]).toEqual(['Fair', 'Good', 'Excellent', 'Poor']);
    expect(screen.getByText('n78 / 627264')).toBeInTheDocument();
    expect(screen.getByText('188643842')).toBeInTheDocument();
    // issue 42.2: the same headline as the 3G/4G state and the home page
    expect(screen.getByTestId('signal-headline')).toHaveTextContent('RSRP -93 dBmFair');
  });

  it('lists the cell changes of the history, and draws nothing from a malformed one', async () => {
    const { unmount } = renderWithProviders(<RadioChart />);
    expect(await screen.findByText(/cell 1 → 2 \(LTE\)/)).toBeInTheDocument();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('3 samples, 1 cell changes');
    unmount();
    history = { kept: 'flash', time: [1, 2], rsrp: 'x' };
    renderWithProviders(<RadioChart />);
    expect(await screen.findByText('No cell change in this period.')).toBeInTheDocument();
  });
});
