import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { wanStatus } from '../../../ui/testing/wan-status';
import { AddPhone } from './add-phone';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);
const withWan = (ipaddr: string) =>
  callOpMock.mockImplementation(((def: OpDef | undefined) => Promise.resolve(def?.op === 'get_wan_status' ? wanStatus(ipaddr) : {})) as never);
const endpoint = () => (screen.getByLabelText('Router address from the internet') as HTMLInputElement).value;

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe("Add a phone's router address (issue 30.8)", () => {
  it('offers a public WAN address', async () => {
    withWan('203.0.113.7');
    renderWithProviders(<AddPhone />);
    await waitFor(() => expect(endpoint()).toBe('203.0.113.7'));
  });

  it('never offers a private one: the field waits for a DDNS name', async () => {
    withWan('192.168.8.20');
    renderWithProviders(<AddPhone />);
    await waitFor(() => expect(callOpMock.mock.calls.some(([def]) => (def as OpDef | undefined)?.op === 'get_wan_status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(endpoint()).toBe('');
  });
});
