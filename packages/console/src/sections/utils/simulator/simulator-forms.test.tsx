import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { SmsArrival } from './sms-arrival';
import { TrafficMaker } from './traffic-maker';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);
let uplink = 'wan';

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'simulator_make_traffic' ? { uplink } : {})) as never);
});

describe('the simulator panel', () => {
  it('says which uplink carries the traffic it made, and that none can when both are down', async () => {
    uplink = 'wwan';
    renderWithProviders(<TrafficMaker />);
    fireEvent.change(screen.getByLabelText('Client on'), { target: { value: 'lan' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('A client on LAN (wired) downloads 12 Mbit/s for 60 s through 4G.')).toBeTruthy();
    expect(callOpMock).toHaveBeenCalledWith(expect.objectContaining({ op: 'simulator_make_traffic' }), { interface: 'lan', mbps: 12, seconds: 60 });

    uplink = 'none';
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Neither the WAN nor 4G is up: no traffic can flow.')).toBeTruthy();
  });

  it('refuses a rate out of range on its field without asking the router', async () => {
    renderWithProviders(<TrafficMaker />);
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Enter a rate of 1 to 100 Mbit/s')).toBeTruthy();
    expect(screen.getByLabelText('Rate').getAttribute('aria-invalid')).toBe('true');
    expect(callOpMock).not.toHaveBeenCalled();
  });

  it('refuses a sender that is neither a number nor a short name, and sends a good one', async () => {
    renderWithProviders(<SmsArrival />);
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: '\u202Eexe.png' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(/^Enter a phone number of 3 to 20 digits/)).toBeTruthy();
    expect(callOpMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: ' ICBC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await vi.waitFor(() => expect(callOpMock).toHaveBeenCalledWith(expect.objectContaining({ op: 'simulator_receive_sms' }), { number: 'ICBC', text: 'hello' }));
  });
});
