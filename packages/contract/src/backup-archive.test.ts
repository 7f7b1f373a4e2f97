import { describe, expect, it } from 'vitest';
import { backupManifestSchema, classifyBackupPath, isConfigName } from './backup-archive';

describe('backup archive entry policy', () => {
  it('knows the manifest, the config folder and config files', () => {
    expect(classifyBackupPath('manifest.json')).toEqual({ kind: 'manifest' });
    expect(classifyBackupPath('manifest.sig')).toEqual({ kind: 'signature' });
    expect(classifyBackupPath('config/')).toEqual({ kind: 'configDir' });
    expect(classifyBackupPath('config/network')).toEqual({ kind: 'config', name: 'network' });
    expect(classifyBackupPath('config/luci_statistics')).toEqual({ kind: 'config', name: 'luci_statistics' });
  });

  it('refuses every path outside the config folder or outside the name allow-list', () => {
    for (const path of [
      '../etc/passwd',
      '/etc/passwd',
      'config/../../etc/passwd',
      'config/../manifest.json',
      'config//network',
      'config/sub/network',
      'config/Network',
      'config/network.bak',
      'config/__proto__',
      'config/-x',
      'config/',
      './config/network',
      'etc/config/network',
      `config/${'a'.repeat(65)}`,
    ]) {
      expect(classifyBackupPath(path)?.kind === 'config').toBe(false);
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
