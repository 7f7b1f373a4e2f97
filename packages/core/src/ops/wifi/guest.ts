// Guest network tab: one access point per radio of the mode (wireless guest_2g / guest_5g) on
// network 'guest', isolated from the LAN by its own firewall zone and from each other by
// `isolate`. What that network needs in network, dhcp and firewall follows OpenWrt's guest Wi-Fi
// recipe and is added once, in the same changeset, never rewritten after.
import type { Ops } from '@rc/contract/registry';
import type { OpInput } from '@rc/contract/op';
import { WifiBands, type WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { ensureSection, getOption, getSection, removeSection, setOption } from '../../uci/uci-edit';
import type { Handler } from '../op-context';
import { ValidationKey } from '@rc/contract/datatypes';
import { fieldRefusal } from '../../errors/op-error';
import { ensureGuestNetwork } from './guest-network';
import { accessPointOf, flagOf, ownIfaces, radioOf, setEnabled, setUnlessDefault } from './wireless-sections';
import { writeEncryption } from './wpa3';
import { checkGuestSae } from './wifi-support';

type GuestInput = OpInput<Ops['set_guest_wifi']>;

const SSID_MAX_BYTES = 32;

export const get_guest_wifi: Handler<Ops['get_guest_wifi']> = async (_input, ctx) => {
  const wireless = await ctx.store.read('wireless');
  const present = WifiBands.filter((band) => getSection(wireless, ownIfaces.guest[band]));
  const iface = present[0] && getSection(wireless, ownIfaces.guest[present[0]]);
  if (!iface) return { enabled: '0', mode: '2g', ssid: suggestedSsid(wireless), hidden: '0', encryption: 'psk2+ccmp', key: '' };
  return {
    enabled: getOption(iface, 'disabled') === '1' ? '0' : '1',
    mode: present.length === 2 ? 'dual' : (present[0] ?? '2g'),
    ssid: getOption(iface, 'ssid') ?? '',
    hidden: flagOf(iface, 'hidden', '0'),
    encryption: getOption(iface, 'encryption') ?? 'none',
    key: getOption(iface, 'key') ?? '',
  };
};

export const set_guest_wifi: Handler<Ops['set_guest_wifi']> = async (input, ctx) => {
  await checkGuestSae(ctx, input.encryption);
  await ctx.store.transact('set_guest_wifi', ['wireless', 'network', 'dhcp', 'firewall'], (draft) => {
    const wireless = draft.wireless!;
    // A guest network under the main network's name would let guests join the LAN's SSID by mistake,
    // and clients could not tell the two apart (issue 13.24).
    const mainSsids = WifiBands.map((band) => {
      const ap = accessPointOf(wireless, radioOf(wireless, band));
      return ap && getOption(ap, 'ssid');
    });
    if (mainSsids.includes(input.ssid)) throw fieldRefusal('ssid', ValidationKey.guestSsidTaken);
    for (const band of WifiBands) {
      const name = ownIfaces.guest[band];
      if (bandsOf(input.mode).includes(band)) writeGuestIface(ensureSection(wireless, 'wifi-iface', name), radioOf(wireless, band).name, input);
      else removeGuestIface(wireless, name);
    }
    ensureGuestNetwork(draft.network!, draft.dhcp!, draft.firewall!);
  });
  return {};
};

function bandsOf(mode: GuestInput['mode']): WifiBand[] {
  return mode === 'dual' ? ['2g', '5g'] : [mode];
}

function writeGuestIface(iface: UciSection, radio: string, input: GuestInput): void {
  setOption(iface, 'device', radio);
  setOption(iface, 'mode', 'ap');
  setOption(iface, 'network', 'guest');
  setOption(iface, 'ssid', input.ssid);
  setUnlessDefault(iface, 'hidden', input.hidden, '0');
  writeEncryption(iface, input.encryption);
  if (input.key !== undefined) setOption(iface, 'key', input.key);
  // Guests cannot reach one another (isolate); the zone keeps them off the LAN.
  setOption(iface, 'isolate', '1');
  setEnabled(iface, input.enabled);
}

function removeGuestIface(wireless: UciPackage, name: string): void {
  const iface = getSection(wireless, name);
  if (iface) removeSection(wireless, iface);
}

/** A first guest name: the 2.4G network's, with -Guest, within the 32 bytes of an SSID. */
function suggestedSsid(wireless: UciPackage): string {
  const radio = radioOf(wireless, '2g');
  let base = getOption(accessPointOf(wireless, radio) ?? radio, 'ssid') ?? 'OpenWrt';
  const encoder = new TextEncoder();
  while (encoder.encode(`${base}-Guest`).length > SSID_MAX_BYTES) base = [...base].slice(0, -1).join('');
  return `${base}-Guest`;
}
