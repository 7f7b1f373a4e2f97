// Advanced > Port forwarding: firewall4 DNAT redirects from the WAN to LAN hosts
// (settings/port-forward-rules.ts says how fw4 reads them).
import type { Ops } from '@rc/contract/registry';
import { lanHostIpKey } from '@rc/contract/datatypes';
import type { Handler } from '../op-context';
import { OpError } from '../op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readPortForwards, writePortForwards } from '../../settings/port-forward-rules';
import { lanAddress } from '../../settings/network-settings';

export const get_port_forwards: Handler<Ops['get_port_forwards']> = async (_input, ctx) => ({
  rules: readPortForwards(await ctx.store.read('firewall')),
});

export const set_port_forwards: Handler<Ops['set_port_forwards']> = async (input, ctx) => {
  await ctx.store.transact('set_port_forwards', ['firewall', 'network'], (draft) => {
    // fw4 sends the connection out of the lan zone: the host must be on the LAN, not the router.
    const lan = lanAddress(draftPackage(draft, 'network'));
    const errors = input.rules.flatMap((rule, index) => {
      const key = lanHostIpKey(rule.internalIp, lan);
      return key ? [{ field: `rules.${index}.internalIp`, key }] : [];
    });
    if (errors.length > 0) throw new OpError('-2', undefined, { errors });
    writePortForwards(draftPackage(draft, 'firewall'), input.rules);
  });
  return {};
};
