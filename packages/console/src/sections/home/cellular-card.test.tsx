import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../lib/api-client';
import { renderWithProviders } from '../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { CellularCard } from './cellular-card';

vi.mock('../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const modem = { present: true, operator: 'China Mobile', signalDbm: -88.7, signalMetric: 'rsrp', iccid: '8986', model: 'EC200A', imei: '86', networkType: '5G NSA', state: 'connected' };
const radio = { present: true, time: 0, technology: 'nr5g_nsa', band: 'B3', arfcn: 1650, nrBand: 'n78', nrArfcn: 627264, cellId: 1, pci: 2, tac: 3, rsrp: -88.7, rsrq: -11, sinr: 14, rssi: -62 };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_cellular_info' ? { ...modem } : def.op === 'get_radio_status' ? { ...radio } : {})) as never);
});

describe("the home page's 4G card (issue 42.2)", () => {
  it('shows one signal value, its word and bars, and the technology in use', async () => {
    renderWithProviders(<MemoryRouter><CellularCard /></MemoryRouter>);
    const headline = await screen.findByTestId('signal-headline');
    expect(headline).toHaveTextContent('RSRP -88.7 dBm');
    expect(within(headline).getByText('Good')).toBeInTheDocument();
    expect(within(headline).getByRole('img', { name: 'RSRP -88.7 dBm, Good' })).toHaveClass('signal-bars--3');
    expect(screen.getByText('5G NSA')).toBeInTheDocument();
    // the radio row names the band; no second signal value beside the headline
    expect(await screen.findByTestId('home-radio')).toHaveTextContent('B3 + n78');
    expect(document.body.textContent?.match(/dBm/g)).toHaveLength(1);
  });

  it('shows no value and no word when the modem reports no signal', async () => {
    callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_cellular_info' ? { ...modem, signalDbm: 0, signalMetric: 'none' } : {})) as never);
    renderWithProviders(<MemoryRouter><CellularCard /></MemoryRouter>);
    expect(await screen.findByTestId('signal-headline')).toHaveTextContent('--');
  });
});
