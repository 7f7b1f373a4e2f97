// Service > WireGuard (issue 16): settings/wireguard-settings.ts over network and firewall.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { addPhone, wireguardSettings, writeWireguard } from '../../settings/wireguard-settings';

const packages = ['network', 'firewall'];

export const get_wireguard: Handler<Ops['get_wireguard']> = async (_input, ctx) => wireguardSettings((await ctx.store.read('network'))!);

export const set_wireguard: Handler<Ops['set_wireguard']> = async (input, ctx) => {
  await ctx.store.transact('set_wireguard', packages, (draft) => writeWireguard(draftPackage(draft, 'network'), draftPackage(draft, 'firewall'), input));
  return {};
};

export const add_wireguard_phone: Handler<Ops['add_wireguard_phone']> = async (input, ctx) => {
  let answer = { publicKey: '', config: '' };
  await ctx.store.transact('add_wireguard_phone', packages, (draft) => {
    answer = addPhone(draftPackage(draft, 'network'), draftPackage(draft, 'firewall'), input.description, input.endpointHost);
  });
  return answer;
};
