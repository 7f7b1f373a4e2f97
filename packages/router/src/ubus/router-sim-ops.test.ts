// The SIM tab's usage and switch log and the home page's cap warning on the router: the ops read
// what the SIM watch service wrote to /tmp (router-sim-watch.ts), through the package's ACL.
import { describe, expect, it } from 'vitest';
import { fakeRouter } from '../../../device/test-support/fake-router-bus';
import { routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';
import { simWatchFiles } from './simwatch-files';
import { UbusPlatform } from './ubus-platform';

const MiB = 1024 * 1024;
const slot = (rx: number) => ({ day: '2026-11-27', today: { rx, tx: 0 }, monthStart: '2026-11-15', month: { rx, tx: 0 }, lastMonth: { rx: 7, tx: 8 } });
const sims = [
  { name: 'sim1', type: 'slot', options: { cap_mb: '10', cap_action: 'stop' } },
  { name: 'sim2', type: 'slot', options: { cap_mb: '0', cap_action: 'warn' } },
];

async function routerConsole(files: Record<string, string>) {
  const router = fakeRouter({ sims });
  for (const [path, text] of Object.entries(files)) router.files.set(path, new TextEncoder().encode(text));
  const platform = new UbusPlatform(router.ubus);
  const dispatch = routerConsoleOn(router, { simRecords: platform.simRecords, messaging: { list: async () => [] } as never });
  await signInAsRoot(router, dispatch);
  return async (op: string) => (await dispatch({ op, method: 'GET', input: {} })).body;
}

describe('SIM usage and switches on the router', () => {
  it('are the SIM watch service\'s numbers', async () => {
    const ask = await routerConsole({
      [simWatchFiles.usage]: JSON.stringify({ slot: 'sim1', dataStopped: true, sim1: slot(9 * MiB), sim2: slot(5) }),
      [simWatchFiles.switches]: JSON.stringify([{ time: 1_800_000_000_000, from: 'sim2', to: 'sim1', reason: 'signal', value: -112 }]),
    });
    expect(await ask('get_data_usage')).toMatchObject({
      code: '1',
      counted: true,
      dataStopped: true,
      slots: [
        { slot: 'sim1', month: { rx: 9 * MiB, tx: 0 }, lastMonth: { rx: 7, tx: 8 }, monthStart: '2026-11-15', capBytes: 10 * MiB, percent: 90 },
        { slot: 'sim2', month: { rx: 5, tx: 0 }, capBytes: 0, percent: 0 },
      ],
    });
    expect(await ask('get_sim_switch_log')).toMatchObject({ switches: [{ time: 1_800_000_000_000, from: 'sim2', to: 'sim1', reason: 'signal', value: -112 }] });
    expect(await ask('get_cellular_alerts')).toMatchObject({ dataCaps: [{ slot: 'sim1', percent: 90 }] });
  });

  it('count nothing while the service has written nothing', async () => {
    const ask = await routerConsole({});
    expect(await ask('get_data_usage')).toMatchObject({ counted: false, slots: [] });
    expect(await ask('get_sim_switch_log')).toMatchObject({ switches: [] });
    expect(await ask('get_cellular_alerts')).toMatchObject({ dataCaps: [] });
  });
});
