// Network > WAN (spec 2): network.wan settings, the link's state and its actions. The PPPoE
// password is write-only (DESIGN "The wire"): stored, never answered.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey, subnetsOverlap } from '@rc/contract/datatypes';
import type { Handler, OpContext } from '../op-context';
import { OpError, fieldRefusal } from '../../errors/op-error';
import { deviceMac, lanAddress, wanSettings } from '../../settings/network-settings';
import { dropUnsafeOptions } from '../../settings/unsafe-option-filter';
import { NotSupportedError } from '../../platform/platform';
import { draftPackage } from '../../uci/uci-draft';
import { getOption, getSection, setOption } from '../../uci/uci-edit';
import type { UciSection } from '../../uci/uci-types';

type WanInput = Parameters<Handler<Ops['set_wan_config']>>[0];

export const get_wan_config: Handler<Ops['get_wan_config']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  const wan = wanSettings(network);
  const link = await ctx.platform.wanLink();
  // Spec 7 answers the WAN's address: for DHCP and PPPoE that is the one the link obtained.
  const address = wan.proto === 'static' ? wan : link;
  return {
    proto: wan.proto,
    ipaddr: address.ipaddr,
    netmask: address.netmask,
    gateway: address.gateway,
    dns1: wan.dns[0] ?? '',
    dns2: wan.dns[1] ?? '',
    username: wan.proto === 'pppoe' ? wan.username : '',
    macaddr: deviceMac(network, wan.device) ?? ctx.factory.identity.wanMac,
  };
};

export const set_wan_config: Handler<Ops['set_wan_config']> = async (input, ctx) => {
  await ctx.store.transact('set_wan_config', ['network'], (draft) => {
    const network = draftPackage(draft, 'network');
    const wan = getSection(network, 'wan');
    if (wan?.type !== 'interface') throw new OpError('-12', "network: no interface 'wan'");
    if (input.proto === 'static') refuseLanOverlap(input, lanAddress(network));
    setOption(wan, 'proto', input.proto);
    writeStaticAddress(wan, input);
    writePppoeAccount(wan, input);
    writeDns(wan, input);
    dropUnsafeOptions('network', wan);
  });
  return {};
};

// Both sides of the router in one subnet would leave the LAN unreachable.
function refuseLanOverlap(input: WanInput, lan: { ipaddr: string; netmask: string }): void {
  if (subnetsOverlap(input.ipaddr ?? '', input.netmask ?? '', lan.ipaddr, lan.netmask)) {
    throw fieldRefusal('ipaddr', ValidationKey.lanWanOverlap);
  }
}

// Like LuCI on a protocol switch, the options of the other protocols go.
function writeStaticAddress(wan: UciSection, input: WanInput): void {
  const isStatic = input.proto === 'static';
  setOption(wan, 'ipaddr', isStatic ? input.ipaddr : undefined);
  setOption(wan, 'netmask', isStatic ? input.netmask : undefined);
  setOption(wan, 'gateway', isStatic ? input.gateway : undefined);
}

function writePppoeAccount(wan: UciSection, input: WanInput): void {
  if (input.proto !== 'pppoe') {
    setOption(wan, 'username', undefined);
    setOption(wan, 'password', undefined);
    return;
  }
  // An empty password keeps the stored one; a first PPPoE setup must bring one.
  const password = input.password || getOption(wan, 'password');
  if (!password) throw fieldRefusal('password', ValidationKey.required);
  setOption(wan, 'username', input.username);
  setOption(wan, 'password', password);
}

// Spec 3: empty DNS means the system default, i.e. the servers the DHCP or PPPoE peer hands out.
// Own servers replace those (peerdns 0); a static WAN has no peer to ask.
function writeDns(wan: UciSection, input: WanInput): void {
  const dns = [input.dns1, input.dns2].filter((server): server is string => Boolean(server));
  setOption(wan, 'dns', dns);
  setOption(wan, 'peerdns', dns.length > 0 && input.proto !== 'static' ? '0' : undefined);
}

export const get_wan_status: Handler<Ops['get_wan_status']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  const wan = wanSettings(network);
  const [link, counters] = await Promise.all([ctx.platform.wanLink(), ctx.platform.wanCounters()]);
  return {
    proto: wan.proto,
    up: link.up,
    ipaddr: wan.proto === 'static' ? wan.ipaddr : link.ipaddr,
    macaddr: deviceMac(network, wan.device) ?? ctx.factory.identity.wanMac,
    connectedSeconds: link.connectedSeconds,
    ...counters,
  };
};

export const wan_disconnect: Handler<Ops['wan_disconnect']> = async (_input, ctx) => {
  await linkAction(ctx, 'disconnect', () => ctx.platform.wanDisconnect());
  return {};
};

export const wan_reconnect: Handler<Ops['wan_reconnect']> = async (_input, ctx) => {
  await linkAction(ctx, 'reconnect', () => ctx.platform.wanReconnect());
  return {};
};

export const wan_detect: Handler<Ops['wan_detect']> = async (_input, ctx) => {
  const checks = await ctx.platform.wanDetect();
  return { connected: checks.every((check) => check.ok), checks };
};

async function linkAction(ctx: OpContext, name: string, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof NotSupportedError) throw new OpError('-12', error.message);
    throw error;
  }
  ctx.log.info(`wan ${name} by ${ctx.clientIp}`);
}
