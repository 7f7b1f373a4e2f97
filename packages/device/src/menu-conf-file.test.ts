import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuConfFile } from './menu-conf-file';

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
