import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { wanStatus } from '../../../ui/testing/wan-status';
import { DmzPage } from './dmz-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);
const withWan = (ipaddr: string) =>
  callOpMock.mockImplementation(((def: OpDef | undefined) => Promise.resolve(def?.op === 'get_wan_status' ? wanStatus(ipaddr) : {})) as never);
const askedWan = () => callOpMock.mock.calls.some(([def]) => (def as OpDef | undefined)?.op === 'get_wan_status');

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe('DMZ with a private WAN (issue 30.8)', () => {
  it('says a CGNAT WAN address cannot be reached from the internet, and points to DDNS', async () => {
    withWan('100.72.4.9');
    renderWithProviders(<MemoryRouter><DmzPage /></MemoryRouter>);
    const notice = await screen.findByTestId('private-wan');
    expect(notice.textContent).toContain('100.72.4.9 is private');
    expect(screen.getByRole('link', { name: 'DDNS settings' })).toBeTruthy();
  });

  it('says nothing with a public WAN address', async () => {
    withWan('203.0.113.7');
    renderWithProviders(<MemoryRouter><DmzPage /></MemoryRouter>);
    await waitFor(() => expect(askedWan()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('private-wan')).toBeNull();
  });
});
