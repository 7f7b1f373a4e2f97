// The ops the router answers without their contract module (light-ops.ts): only those whose
// input is the empty object, with the gates of their definition, the status pages' among them.
import { describe, expect, it } from 'vitest';
import { ops } from '@rc/contract/registry';
import type { OpDef } from '@rc/contract/op';
import { lightOps } from './light-ops';

const table = ops as unknown as Record<string, OpDef>;

describe('the light ops of the router build', () => {
  it('take only the empty object, as their contract does', async () => {
    const light = await lightOps();
    for (const name of Object.keys(light)) {
      const def = table[name]!;
      expect([name, def.input.safeParse({}).success, def.input.safeParse({ band: '2g' }).success]).toEqual([name, true, false]);
      expect([name, def.risky, def.download, def.upload, def.featureBy]).toEqual([name, undefined, undefined, undefined, undefined]);
    }
  });

  it('carry the gates of their definition', async () => {
    for (const [name, gates] of Object.entries(await lightOps())) {
      const def = table[name]!;
      expect(gates).toEqual({ method: def.method, public: def.public, mutates: def.mutates, revertsPending: def.revertsPending, feature: def.feature, anyFeature: def.anyFeature });
    }
  });

  it('include what the home page and the shell call after sign-in', async () => {
    const light = await lightOps();
    const home = ['get_system_status', 'get_traffic_realtime', 'get_interface_status', 'get_cellular_info', 'get_wifi_info', 'get_internet_state', 'get_web_msg', 'long_link', 'get_apply_status'];
    expect(home.filter((name) => !Object.hasOwn(light, name))).toEqual([]);
  });

  it('leave out an op with input, a risky one and a download', async () => {
    const light = await lightOps();
    expect(['login', 'set_lan_config', 'get_wifi_config', 'backup_download'].filter((name) => Object.hasOwn(light, name))).toEqual([]);
  });
});
