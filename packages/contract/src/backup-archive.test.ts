import { describe, expect, it } from 'vitest';
import { backupManifestSchema, classifyBackupPath, isConfigName } from './backup-archive';

describe('backup archive entry policy', () => {
  it('knows the manifest, its signature and the config files where sysupgrade -b puts them, ./ or not', () => {
    expect(classifyBackupPath('tmp/routerd-backup/manifest.json')).toEqual({ kind: 'manifest' });
    expect(classifyBackupPath('tmp/routerd-backup/manifest.sig')).toEqual({ kind: 'signature' });
    expect(classifyBackupPath('etc/config/network')).toEqual({ kind: 'config', name: 'network' });
    expect(classifyBackupPath('./etc/config/network')).toEqual({ kind: 'config', name: 'network' });
    expect(classifyBackupPath('etc/config/luci_statistics')).toEqual({ kind: 'config', name: 'luci_statistics' });
  });

  it('calls the other files of a stock backup other: never restored, never refused', () => {
    for (const path of ['etc/passwd', 'etc/dropbear/authorized_keys', 'etc/openvpn/client.crt', 'etc/config', 'manifest.json', 'config/network', 'etc/luci-uploads/证书 1.crt']) {
      expect(classifyBackupPath(path)).toEqual({ kind: 'other' });
    }
  });

  it('refuses a path that leaves the tree, holds a control character, or names a config file outside the allow-list', () => {
    for (const path of [
      '../etc/passwd',
      '/etc/passwd',
      'etc/config/../../etc/passwd',
      'etc/../../x',
      'etc/config//network',
      'etc/config/sub/network',
      'etc/config/Network',
      'etc/config/network.bak',
      'etc/config/__proto__',
      'etc/config/-x',
      'etc/config/',
      'etc/a\nb',
      'etc\\config\\network',
      '',
      `etc/config/${'a'.repeat(65)}`,
      `etc/${'a'.repeat(1100)}`,
    ]) {
      expect(classifyBackupPath(path)).toBeUndefined();
    }
    expect(isConfigName('')).toBe(false);
  });

  it('validates a manifest strictly', () => {
    const manifest = { format: 1, model: 'ZBT-WE1626', version: 'V1.0.3', created: '2024-01-31T10:00:00.000Z', files: { network: 'b'.repeat(64) } };
    expect(backupManifestSchema().safeParse(manifest).success).toBe(true);
    expect(backupManifestSchema().safeParse({ ...manifest, files: { '../x': 'b'.repeat(64) } }).success).toBe(false);
    expect(backupManifestSchema().safeParse({ ...manifest, files: { network: 'short' } }).success).toBe(false);
    expect(backupManifestSchema().safeParse({ ...manifest, model: 'a/b' }).success).toBe(false);
    expect(backupManifestSchema().safeParse({ ...manifest, format: 2 }).success).toBe(false);
    expect(backupManifestSchema().safeParse({ ...manifest, extra: 1 }).success).toBe(false);
  });
});
