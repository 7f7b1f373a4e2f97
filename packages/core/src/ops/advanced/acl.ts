// Advanced > ACL: firewall4 rules in priority order (settings/acl-rules.ts says how fw4 reads
// them), refusing a set that would cut the administrator's own connection to this console.
import type { Ops } from '@rc/contract/registry';
import type { AclRule } from '@rc/contract/ops/advanced/acl';
import { AclKey } from '@rc/contract/ops/advanced/acl-fields';
import type { Handler, OpContext } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { callerAddress } from '../caller-device';
import { draftPackage } from '../../uci/uci-draft';
import { addressHolds, portsMeet, readAclRules, writeAclRules } from '../../settings/acl-rules';
import { keepDmzAround } from '../../settings/dmz-settings';
import { lanAddress } from '../../settings/network-settings';

/** The ports a browser's next connection may come from (Linux 32768-60999, Windows and macOS 49152-65535). */
const EPHEMERAL_PORTS = [32768, 65535] as const;

export const get_acl: Handler<Ops['get_acl']> = async (_input, ctx) => ({
  rules: readAclRules(await ctx.store.read('firewall')),
});

export const set_acl: Handler<Ops['set_acl']> = async (input, ctx) => {
  const router = lanAddress(await ctx.store.read('network')).ipaddr;
  const cutting = ruleCuttingCaller(input.rules, callerAddress(ctx), router, managementPorts(ctx));
  if (cutting >= 0) throw fieldRefusal(`rules.${cutting}.srcIp`, AclKey.cutsOwnAccess);
  await ctx.store.transact('set_acl', ['firewall'], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    // An input rule that accepts from every zone keeps its ports from the DMZ host (dmz-router-keeps.ts).
    keepDmzAround(firewall, () => writeAclRules(firewall, input.rules));
  });
  return {};
};

/** The console's port, and HTTP's own (a real device serves it through uhttpd on 80 and 443). */
function managementPorts(ctx: OpContext): number[] {
  return [80, 443, ...(ctx.config.port > 0 ? [ctx.config.port] : [])];
}

/**
 * The index of the rule that decides the caller's next connection to the console when it rejects
 * or drops it; -1 when none does. fw4 takes the first matching rule of the input chain, so an
 * ACCEPT of the caller at a lower priority keeps a broader REJECT after it harmless.
 */
function ruleCuttingCaller(rules: readonly AclRule[], caller: string, router: string, ports: readonly number[]): number {
  const ordered = rules.map((rule, index) => ({ rule, index })).sort((a, b) => a.rule.priority - b.rule.priority);
  for (const { rule, index } of ordered) {
    if (rule.enabled !== '1' || rule.direction !== 'input' || rule.proto === 'udp') continue;
    const matches =
      addressHolds(rule.srcIp, caller) &&
      addressHolds(rule.destIp, router) &&
      portsMeet(rule.srcPort, ...EPHEMERAL_PORTS) &&
      ports.some((port) => portsMeet(rule.destPort, port, port));
    if (matches) return rule.action === 'ACCEPT' ? -1 : index;
  }
  return -1;
}
