// Advanced > Port forwarding: firewall4 DNAT redirects from the WAN to LAN hosts
// (settings/port-forward-rules.ts says how fw4 reads them).
import type { Ops } from '@rc/contract/registry';
import { lanHostIpKey } from '@rc/contract/datatypes';
import { forwardsOverlap, PortForwardKey } from '@rc/contract/ops/advanced/port-forward-fields';
import type { Handler } from '../op-context';
import { OpError } from '../op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readOtherForwards, readPortForwards, writePortForwards, type OtherForward } from '../../settings/port-forward-rules';
import { lanAddress } from '../../settings/network-settings';

export const get_port_forwards: Handler<Ops['get_port_forwards']> = async (_input, ctx) => {
  const firewall = await ctx.store.read('firewall');
  return { rules: readPortForwards(firewall), otherRules: readOtherForwards(firewall) };
};

export const set_port_forwards: Handler<Ops['set_port_forwards']> = async (input, ctx) => {
  await ctx.store.transact('set_port_forwards', ['firewall', 'network'], (draft) => {
    // fw4 sends the connection out of the lan zone: the host must be on the LAN, not the router.
    const lan = lanAddress(draftPackage(draft, 'network'));
    const others = readOtherForwards(draftPackage(draft, 'firewall')).filter((other) => other.enabled === '1');
    const errors = input.rules.flatMap((rule, index) => {
      const key = lanHostIpKey(rule.internalIp, lan);
      // fw4 matches redirects in file order: a LuCI rule on the same ports would take them.
      const other = rule.enabled === '1' ? others.find((luci) => forwardsOverlap(everyPortIfNone(luci), rule)) : undefined;
      return [
        ...(key ? [{ field: `rules.${index}.internalIp`, key }] : []),
        ...(other ? [{ field: `rules.${index}.externalPort`, key: PortForwardKey.overlap, params: { rule: other.name } }] : []),
      ];
    });
    if (errors.length > 0) throw new OpError('-2', undefined, { errors });
    writePortForwards(draftPackage(draft, 'firewall'), input.rules);
  });
  return {};
};

/** A redirect without src_dport takes every port of its protocols. */
const everyPortIfNone = (rule: OtherForward) => ({ ...rule, externalPort: rule.externalPort || '1:65535' });
