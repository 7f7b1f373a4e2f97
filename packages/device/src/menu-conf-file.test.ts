import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuConf } from '@rc/contract/features';
import { MenuConfFile, withPlatformFeatures } from './menu-conf-file';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const conf = (qos: string) => JSON.stringify({ net: { net_qos: qos }, config: { corporation: 'ZBT' } });
const silent = { info: () => undefined, error: () => undefined };

describe('MenuConfFile', () => {
  it('follows a change of the permission file within a second, without a restart (issue 13.26)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-menu-'));
    const file = path.join(dir, 'menu_conf.json');
    await writeFile(file, conf('1'));
    let now = 0;
    const menu = new MenuConfFile(file, silent, () => now);
    await menu.load();
    expect(menu.isEnabled('net_qos')).toBe(true);
    await writeFile(file, conf('0') + ' ');
    now = 500;
    expect(menu.isEnabled('net_qos')).toBe(true);
    now = 1_100;
    expect(menu.isEnabled('net_qos')).toBe(false);
    await rm(file);
    now = 2_200;
    expect(menu.isEnabled('net_qos')).toBe(false);
  });
});

describe('features the platform decides (the simulator, issue 42.3)', () => {
  const older = { tool: { tool_diagnose: '1' }, config: { frequency: 'dual', corporation: 'ZBT' } } as unknown as MenuConf;

  it('shows the simulator of the simulated router to a data folder made before it existed, unless its file turns it off', () => {
    expect(withPlatformFeatures(older, { tool_simulator: true }).tool).toEqual({ tool_diagnose: '1', tool_simulator: '1' });
    const off = { ...older, tool: { tool_diagnose: '1', tool_simulator: '0' } } as unknown as MenuConf;
    expect(withPlatformFeatures(off, { tool_simulator: true }).tool).toMatchObject({ tool_simulator: '0' });
  });

  it('turns it off where the platform has none, whatever the file says; the gate of the simulated router takes it on', async () => {
    const on = { ...older, tool: { tool_diagnose: '1', tool_simulator: '1' } } as unknown as MenuConf;
    expect(withPlatformFeatures(on, { tool_simulator: false }).tool).toEqual({ tool_diagnose: '1', tool_simulator: '0' });
    dir = await mkdtemp(path.join(tmpdir(), 'rc-menu-'));
    const file = path.join(dir, 'menu_conf.json');
    await writeFile(file, JSON.stringify(older));
    const menu = new MenuConfFile(file, silent, undefined, { tool_simulator: true });
    await menu.load();
    expect(menu.isEnabled('tool_simulator')).toBe(true);
  });
});
