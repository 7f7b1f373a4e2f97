import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { TrafficDispatchPage } from './traffic-dispatch-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const dispatch = {
  rules: [{ srcIp: '192.168.1.104', destIp: '', proto: 'all', destPort: '', policy: 'wwan_only' }],
  // mwan3's stock file (net/mwan3/files/etc/config/mwan3) ships these two besides the default rule.
  otherRules: [
    { name: 'https', srcIp: '', destIp: '', proto: 'tcp', destPort: '443', policy: 'balanced', sticky: '1', family: 'any' },
    { name: 'default_rule_v6', srcIp: '', destIp: '::/0', proto: 'all', destPort: '', policy: 'balanced', sticky: '0', family: 'ipv6' },
  ],
  defaultPolicy: 'wan_wwan',
};

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_traffic_dispatch' ? dispatch : { available: '0', uplinks: [], routes: [], defaultRoute: 'none' })) as never);
});

describe('Traffic dispatch page', () => {
  it("shows mwan3's own rules, its stock HTTPS one first, after the administrator's and says they match after them", async () => {
    renderWithProviders(<TrafficDispatchPage />);
    const table = await screen.findByRole('table', { name: "mwan3's own rules" });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['httpsAnyAny : 443TCPBoth, balanced, sticky (a host keeps its uplink)IPv4 and IPv6', 'default_rule_v6Any::/0AllBoth, balancedIPv6']);
    expect(screen.getByText(/yours before mwan3's own rules below/)).toBeTruthy();
  });
});
