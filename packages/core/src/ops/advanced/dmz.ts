// Advanced > DMZ: one LAN host takes what the WAN sends that no port forward takes
// (settings/dmz-settings.ts says how fw4 reads it).
import type { Ops } from '@rc/contract/registry';
import { lanHostIpKey } from '@rc/contract/datatypes';
import type { Handler } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readDmz, writeDmz } from '../../settings/dmz-settings';
import { lanAddress } from '../../settings/network-settings';

export const get_dmz: Handler<Ops['get_dmz']> = async (_input, ctx) => readDmz(await ctx.store.read('firewall'));

export const set_dmz: Handler<Ops['set_dmz']> = async (input, ctx) => {
  await ctx.store.transact('set_dmz', ['firewall', 'network'], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    const stored = readDmz(firewall);
    const hostIp = input.hostIp ?? stored.hostIp;
    // A kept host is checked too when the DMZ goes on: the LAN may have moved since it was set.
    const checked = hostIp !== '' && (input.hostIp !== undefined || input.enabled === '1');
    const key = checked ? lanHostIpKey(hostIp, lanAddress(draftPackage(draft, 'network'))) : undefined;
    if (key) throw fieldRefusal('hostIp', key);
    writeDmz(firewall, { enabled: input.enabled, hostIp, excludedPorts: input.excludedPorts ?? stored.excludedPorts });
  });
  return {};
};
