// Advanced > Port forwarding: firewall4 DNAT redirects from one zone (the WAN) to hosts of
// another (settings/port-forward-rules.ts says how fw4 reads them).
import type { Ops } from '@rc/contract/registry';
import { lanHostIpKey } from '@rc/contract/datatypes';
import { forwardsOverlap, PortForwardKey } from '@rc/contract/ops/advanced/port-forward-fields';
import type { Handler } from '../op-context';
import { OpError } from '../../errors/op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readOtherForwards, readPortForwards, writePortForwards, zoneNames, type OtherForward } from '../../settings/port-forward-rules';
import { interfaceSubnets } from '../../settings/network-settings';
import { networksOfZone } from '../../settings/firewall-zones';
import type { UciPackage } from '../../uci/uci-types';
import type { PortForwardRule } from '@rc/contract/ops/advanced/port-forward';

export const get_port_forwards: Handler<Ops['get_port_forwards']> = async (_input, ctx) => {
  const firewall = await ctx.store.read('firewall');
  return { rules: readPortForwards(firewall), otherRules: readOtherForwards(firewall), zones: zoneNames(firewall) };
};

export const set_port_forwards: Handler<Ops['set_port_forwards']> = async (input, ctx) => {
  await ctx.store.transact('set_port_forwards', ['firewall', 'network'], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    const network = draftPackage(draft, 'network');
    const zones = new Set(zoneNames(firewall));
    const others = readOtherForwards(firewall).filter((other) => other.enabled === '1');
    const errors = input.rules.flatMap((rule, index) => {
      const missing = (['externalZone', 'internalZone'] as const).filter((field) => !zones.has(rule[field]));
      // fw4 matches redirects in file order: a LuCI rule on the same ports would take them.
      const other = rule.enabled === '1' ? others.find((luci) => forwardsOverlap(everyPortIfNone(luci), rule)) : undefined;
      const key = missing.length === 0 ? hostKey(firewall, network, rule) : undefined;
      return [
        ...missing.map((field) => ({ field: `rules.${index}.${field}`, key: PortForwardKey.zone })),
        ...(key ? [{ field: `rules.${index}.internalIp`, key }] : []),
        ...(other ? [{ field: `rules.${index}.externalPort`, key: PortForwardKey.overlap, params: { rule: other.name } }] : []),
      ];
    });
    if (errors.length > 0) throw new OpError('-2', undefined, { errors });
    writePortForwards(firewall, input.rules);
  });
  return {};
};

/** A redirect without src_dport takes every port of its protocols. */
const everyPortIfNone = (rule: OtherForward) => ({ ...rule, externalPort: rule.externalPort || '1:65535' });

/**
 * fw4 sends the connection out of the internal zone: the host must be on one of its subnets, and
 * not the router. A zone without a static subnet (an uplink's) takes any address.
 */
function hostKey(firewall: UciPackage, network: UciPackage, rule: PortForwardRule) {
  const subnets = networksOfZone(firewall, rule.internalZone).flatMap((name) => interfaceSubnets(network, name));
  const keys = subnets.map((subnet) => lanHostIpKey(rule.internalIp, subnet));
  return keys.length === 0 || keys.includes(undefined) ? undefined : keys[0];
}
