import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UciStore } from '../../store/uci-store';
import type { Uplink, UplinkWatch } from '@rc/core/platform/platform';
import { NetWatchdog } from './net-watchdog';

let root: string;
let store: UciStore;
const up = new Set<Uplink>(['wan', 'wwan']);
const restarted: string[] = [];
const watch: UplinkWatch = {
  probe: async (uplink) => (uplink === 'any' ? up.size > 0 : up.has(uplink)),
  restart: async (uplink) => {
    restarted.push(uplink);
    up.add(uplink);
  },
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'watchdog-'));
  await mkdir(path.join(root, 'config'));
  store = new UciStore({ configDir: path.join(root, 'config'), stateDir: path.join(root, 'state') });
  await store.recover();
  up.clear();
  up.add('wan').add('wwan');
  restarted.length = 0;
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function configure(mode: string, extra = ''): Promise<void> {
  await writeFile(path.join(root, 'config', 'watchcat'), `config watchcat 'netwatchdog'\n\toption mode '${mode}'\n\toption pinghosts '8.8.8.8 1.1.1.1'\n\toption pingperiod '10'\n\toption period '30'\n${extra}`);
}

function watchdog(reboot = vi.fn(async () => {}), busy = false) {
  const report = vi.fn();
  const service = new NetWatchdog({ store, watch, isBusy: () => busy, reboot, report, onError: (err) => { throw err; } });
  return { service, report, reboot };
}

/** Ticks once a second from second `from` to `from + seconds`. */
async function run(service: NetWatchdog, from: number, seconds: number): Promise<void> {
  for (let s = from; s <= from + seconds; s++) await service.tick(s * 1000);
}

describe('network watchdog (watchcat on the simulated router)', () => {
  it('does nothing without its watchcat section', async () => {
    const { service, report } = watchdog();
    up.clear();
    await run(service, 0, 120);
    expect(report).not.toHaveBeenCalled();
    expect(service.status()).toMatchObject({ running: false, probes: [], failuresInRow: 0, lastAction: 'none' });
  });

  it('probes every interval and counts nothing while an address answers', async () => {
    await configure('restart_iface', "\toption interface 'wan'\n");
    const { service } = watchdog();
    await run(service, 0, 25);
    expect(service.status()).toMatchObject({
      running: true,
      failuresInRow: 0,
      probes: [{ host: '8.8.8.8', record: { answered: true, at: 20_000 } }, { host: '1.1.1.1', record: { answered: true, at: 20_000 } }],
    });
  });

  it('restarts the watched interface when nothing answered for three intervals, and not before', async () => {
    await configure('restart_iface', "\toption interface 'wwan'\n");
    const { service, report } = watchdog();
    await run(service, 0, 5);
    up.delete('wwan');
    await run(service, 6, 23);
    expect(service.status().failuresInRow).toBe(2);
    expect(restarted).toEqual([]);
    await run(service, 30, 10);
    expect(restarted).toEqual(['wwan']);
    expect(report).toHaveBeenCalledWith('netrestart', 'wwan');
    expect(service.status()).toMatchObject({ lastAction: 'netrestart', lastActionAt: 30_000 });
  });

  it("counts the intervals in the tests' shorter seconds (--test-watchdog-second-ms)", async () => {
    await configure('restart_iface', "\toption interface 'wwan'\n");
    const report = vi.fn();
    const service = new NetWatchdog({ store, watch, isBusy: () => false, reboot: vi.fn(async () => {}), report, onError: (err) => { throw err; }, secondMs: 100 });
    await service.tick(0);
    up.delete('wwan');
    for (let at = 100; at < 3_000; at += 100) await service.tick(at);
    expect(service.status().failuresInRow).toBe(2);
    expect(restarted).toEqual([]);
    await service.tick(3_000);
    expect(restarted).toEqual(['wwan']);
  });

  it('does not restart the WAN port when only the 4G link is down', async () => {
    await configure('restart_iface', "\toption interface 'wan'\n");
    const { service } = watchdog();
    up.delete('wwan');
    await run(service, 0, 120);
    expect(restarted).toEqual([]);
  });

  it('reboots in ping_reboot mode when no uplink answers, unless the device is busy', async () => {
    await configure('ping_reboot');
    const busy = watchdog(vi.fn(async () => {}), true);
    up.clear();
    await run(busy.service, 0, 60);
    expect(busy.reboot).not.toHaveBeenCalled();

    const { service, reboot, report } = watchdog();
    await run(service, 0, 40);
    expect(reboot).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('sysrestart', 'any');
    expect(service.status().lastAction).toBe('sysrestart');
  });

  it('starts counting afresh when the settings change', async () => {
    await configure('restart_iface', "\toption interface 'wan'\n");
    const { service } = watchdog();
    up.delete('wan');
    await run(service, 0, 25);
    expect(service.status().failuresInRow).toBe(3);
    await writeFile(path.join(root, 'config', 'watchcat'), "config watchcat 'netwatchdog'\n\toption mode 'restart_iface'\n\toption pinghosts '9.9.9.9'\n\toption pingperiod '10'\n\toption interface 'wan'\n");
    await service.tick(26_000);
    expect(service.status()).toMatchObject({ failuresInRow: 1, probes: [{ host: '9.9.9.9', record: { answered: false } }] });
    expect(restarted).toEqual([]);
  });
});
