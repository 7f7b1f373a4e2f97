import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n';
import { changeSummary } from './change-summary';
import type { FieldDecl } from './field-types';
import type { FieldInfo } from './schema-info';

beforeAll(() => setupTestI18n('en'));

const decls: FieldDecl[] = [
  { name: 'wanPing', label: 'security.wanPing', widget: 'switch' },
  { name: 'mtu', label: 'network-wan.mtu' },
  { name: 'password', label: 'network-wan.password', widget: 'password' },
  { name: 'proto', label: 'network-wan.proto', widget: 'select', options: [{ value: 'dhcp', label: 'network-wan.protos.dhcp' }] },
];
const infos = new Map<string, FieldInfo>();

describe('what a settings save changed (issue 30.4)', () => {
  it('names each changed field with its new value, a switch as on/off, never a password', () => {
    const summary = changeSummary(decls, infos, { wanPing: '1', mtu: 1500, password: 'old', proto: 'static' }, { wanPing: '0', mtu: 1500, password: 'new secret', proto: 'dhcp' });
    expect(summary).toMatch(/^Ping from WAN → off; .+ → \(changed\); .+ → /);
    expect(summary).not.toContain('new secret');
    expect(summary).not.toContain('1500');
  });

  it('says nothing when nothing changed', () => {
    expect(changeSummary(decls, infos, { wanPing: '1' }, { wanPing: '1' })).toBe('');
  });
});
