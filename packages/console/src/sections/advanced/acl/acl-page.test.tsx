import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import type { AclRule } from '@rc/contract/ops/advanced/acl';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { AclPage } from './acl-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const rule = (change: Partial<AclRule>): AclRule => ({
  id: 'acl_10', priority: 10, name: 'web', direction: 'forward', proto: 'all', srcIp: '', srcPort: '', destIp: '', destPort: '', action: 'ACCEPT', enabled: '1', ...change,
});

function answer(rules: AclRule[]) {
  callOpMock.mockImplementation(((def: OpDef | undefined) => Promise.resolve(def?.op === 'get_acl' ? { rules } : {})) as never);
}

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe('ACL page', () => {
  it('warns of an enabled ACCEPT rule with every address and port empty: the internet reaches the LAN', async () => {
    answer([rule({})]);
    renderWithProviders(<AclPage />);
    expect(await screen.findByText(/Rule web accepts all traffic through the router, the internet into the LAN included/)).toBeInTheDocument();
  });

  it('says nothing of a narrowed, rejecting or disabled rule', async () => {
    answer([rule({ srcIp: '192.168.1.0/24' }), rule({ id: 'acl_20', priority: 20, action: 'DROP' }), rule({ id: 'acl_30', priority: 30, enabled: '0' })]);
    renderWithProviders(<AclPage />);
    await screen.findByText('192.168.1.0/24');
    expect(screen.queryByText(/accepts all traffic/)).toBeNull();
  });
});
