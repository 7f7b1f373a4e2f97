// System > History of the router build in Chromium over OpenWrt's real stack (issue 27.3): the
// console records a DHCP save once it is confirmed (in /etc/routerd/history through the `routerd`
// plugin: routerd-history.test.ts), shows it in router terms, reverts it (OpenWrt's own uci reads
// the old value back) and refuses a revert a later change conflicts with, naming the option.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleTabs } from './console-tabs';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('System > History on the real stack', () => {
  const tabs = consoleTabs(tools);
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const historyDir = () => join(stack.root, 'etc/routerd/history');
  const entryFiles = () => (existsSync(historyDir()) ? readdirSync(historyDir()).filter((name) => name.endsWith('.json')) : []);

  const saveDhcpStart = async (start: string) => {
    await tabs.open('network/dhcp', 'DHCP');
    const field = page.getByLabel('Start IP (host number)');
    await expect.poll(() => field.inputValue()).not.toBe('');
    await field.fill(start);
    await tabs.save().first().click();
    await tabs.keepNewSettings();
  };

  const revertEntry = async (entry: ReturnType<Page['getByRole']>) => {
    await entry.getByRole('button', { name: 'Revert this change' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert this change' }).click();
  };

  it('records a confirmed DHCP save, shows it in router terms, and reverts it: uci reads the old start back', async () => {
    await saveDhcpStart('120');
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='120'");
    await tabs.open('system/history', 'Configuration history');
    const entry = page.getByRole('article').first();
    await entry.getByText("Changed DHCP pool 'lan': start 100 → 120").waitFor();
    await entry.getByText('by root').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    // the export is the entry as the router keeps it
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all' }).click()]);
    expect(download.suggestedFilename()).toBe('history.json');
    const saved = join(stack.root, 'history-export.json');
    await download.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual([expect.objectContaining({ op: 'set_dhcp_config', by: 'root', files: [expect.objectContaining({ pkg: 'dhcp' })] })]);
    await revertEntry(entry);
    await tabs.keepNewSettings();
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='100'");
    await page.getByRole('article').first().getByText('Revert from History').waitFor();
    expect(entryFiles()).toHaveLength(2);
  }, 120_000);

  it('refuses to revert a change a later one touched again, naming the option, and changes nothing', async () => {
    await saveDhcpStart('140');
    await tabs.open('system/history', 'Configuration history');
    await page.getByRole('article').first().getByText("Changed DHCP pool 'lan': start 100 → 140").waitFor();
    // the list is whole (the new entry, the revert, the first change) before a row is clicked: a row
    // clicked while the list still re-reads is replaced under the click
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await revertEntry(page.getByRole('article').nth(2));
    await page.getByText(/A later change touched the same settings \(dhcp\.lan\.start/).waitFor();
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='140'");
    expect(entryFiles()).toHaveLength(3);
  }, 120_000);
});
