// The backup reader as the router build runs it: in Chromium, over plain http (no crypto.subtle),
// with Chromium's own DecompressionStream. Reads a stock OpenWrt backup and one of ours, and
// refuses a cut or damaged one with the same keys as the Node daemon.
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../packages/device/src/system/backup/create-backup';
import { model, stockFixture } from '../packages/device/src/system/backup/backup-test-kit';
import { launchBrowser, newPage } from './support/browser';
import { needsReference, openwrtReference } from '../packages/device/test-support/openwrt-reference';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, '../packages/contract/src/backup-archive-read.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'backupReader',
    write: false,
    logLevel: 'silent',
  });
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
});

afterAll(() => browser?.close());

/** What readBackupArchive answers in the page for these bytes. */
function readInChromium(archive: Uint8Array): Promise<{ ok: boolean; error?: string; files?: Record<string, string>; skipped?: string[]; manifest?: unknown }> {
  return page.evaluate(async ([bytes, expected]) => {
    const reader = (globalThis as unknown as { backupReader: typeof import('../packages/contract/src/backup-archive-read') }).backupReader;
    const result = await reader.readBackupArchive(new Uint8Array(bytes), expected);
    return result.ok ? { ok: true, files: result.files, skipped: result.skipped, manifest: result.manifest?.parsed } : result;
  }, [[...archive], model] as const);
}

describe('the backup reader in Chromium', () => {
  it('has no crypto.subtle to lean on, as on a router served over http', async () => {
    expect(await page.evaluate(() => window.isSecureContext && 'subtle' in crypto)).toBe(false);
  });

  it.skipIf(!openwrtReference).each(['gnu', 'pax'] as const)(needsReference('reads a stock OpenWrt backup made by GNU tar --format=%s'), async (format) => {
    const read = await readInChromium(stockFixture(format));
    expect(read).toMatchObject({ ok: true, manifest: undefined, skipped: expect.arrayContaining(['etc/shadow', 'etc/luci-uploads/证书.crt']) });
    expect(Object.keys(read.files ?? {})).toEqual(['dhcp', 'dropbear', 'firewall', 'network', 'rpcd', 'system', 'uhttpd', 'wireless']);
  });

  it("reads one of ours with its manifest, and refuses it cut, damaged or for another model as the daemon does", async () => {
    const files = { network: "config interface 'lan'\n\toption ipaddr '192.168.1.1'\n", system: "config system\n\toption hostname 'Café'\n" };
    const archive = await createBackup(files, { model, version: 'V1.0.3', created: new Date('2026-11-20T08:00:00Z') });
    expect(await readInChromium(archive)).toMatchObject({ ok: true, files, manifest: { model } });
    expect(await readInChromium(archive.subarray(0, archive.length - 10))).toEqual({ ok: false, error: 'backup.truncated' });
    const tar = gunzipSync(archive);
    expect(await readInChromium(gzipSync(tar.subarray(0, 700)))).toEqual({ ok: false, error: 'backup.truncated' });
    const damaged = Buffer.from(archive);
    damaged[damaged.length - 6] = (damaged[damaged.length - 6] ?? 0) ^ 1;
    expect(await readInChromium(damaged)).toEqual({ ok: false, error: 'backup.corrupt' });
    const other = await createBackup(files, { model: 'SL-Router', version: 'V1.0.3' });
    expect(await readInChromium(other)).toEqual({ ok: false, error: 'backup.wrongModel' });
  });
});
