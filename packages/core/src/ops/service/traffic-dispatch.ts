// Service > Traffic dispatch: mwan3's rules in /etc/config/mwan3 (settings/dispatch-settings.ts
// says which option mwan3 reads how) and which uplink each rule's traffic takes now.
import type { DispatchPolicy, DispatchUplink } from '@rc/contract/ops/service/traffic-dispatch-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { defaultDispatchPolicy, mwan3Package, policyUplinks, readDispatchRules, readOtherRules, trackHosts, writeDispatchRules } from '../../settings/dispatch-settings';

type Route = 'wan' | 'wwan' | 'both' | 'none';

export const get_traffic_dispatch: Handler<Ops['get_traffic_dispatch']> = async (_input, ctx) => {
  const [mwan3, network] = await Promise.all([ctx.store.read(mwan3Package), ctx.store.read('network')]);
  return { rules: readDispatchRules(mwan3), otherRules: readOtherRules(mwan3), defaultPolicy: defaultDispatchPolicy(network) };
};

export const set_traffic_dispatch: Handler<Ops['set_traffic_dispatch']> = async (input, ctx) => {
  // mwan3's /etc/init.d/mwan3 and mwan3track are what read /etc/config/mwan3
  await ctx.platform.requirePackage?.('mwan3');
  await ctx.store.transact('set_traffic_dispatch', [mwan3Package, 'network'], (draft) => {
    writeDispatchRules(draftPackage(draft, mwan3Package), draftPackage(draft, 'network'), input.rules);
  });
  return {};
};

export const get_traffic_dispatch_status: Handler<Ops['get_traffic_dispatch_status']> = async (_input, ctx) => {
  const [mwan3, network] = await Promise.all([ctx.store.read(mwan3Package), ctx.store.read('network')]);
  const watch = ctx.platform.uplinkWatch;
  const rules = readDispatchRules(mwan3);
  const defaultPolicy = defaultDispatchPolicy(network);
  if (!watch) return { available: '0', uplinks: [], routes: rules.map(() => 'none'), defaultRoute: 'none' };
  // mwan3track calls an uplink online while its track hosts answer.
  const probe = async (uplink: DispatchUplink) => (await Promise.all(trackHosts(mwan3, uplink).map((host) => watch.probe(uplink, host)))).some(Boolean);
  const online = { wan: await probe('wan'), wwan: await probe('wwan') };
  const routeOf = (policy: DispatchPolicy): Route => {
    const up = policyUplinks[policy].filter((uplink) => online[uplink]);
    if (policy === 'balanced' && up.length === 2) return 'both';
    return up[0] ?? 'none';
  };
  return {
    available: '1',
    uplinks: (['wan', 'wwan'] as const).map((uplink) => ({ uplink, online: online[uplink] ? '1' : '0' })),
    routes: rules.map((rule) => routeOf(rule.policy)),
    defaultRoute: routeOf(defaultPolicy),
  };
};
