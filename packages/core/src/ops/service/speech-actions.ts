// What the router does for a command the voice assistant gives (Service > Speech control), once it
// is allowed. Wi-Fi and guest Wi-Fi on or off set `disabled` on the access points in `wireless`,
// which netifd's wifi scripts read (an iface with disabled '1' is not brought up).
import type { z } from 'zod';
import type { SpeechCommand, speechHeard } from '@rc/contract/ops/service/speech-fields';
import { WifiBands } from '@rc/contract/ops/wifi/wifi-rules';
import type { OpContext } from '../op-context';
import { accessPointOf, bandOf, ownIfaces } from '../wifi/wireless-sections';
import type { NamedRadio } from '../wifi/wireless-sections';
import { draftPackage } from '../../uci/uci-draft';
import { getSection, sectionsOfType, setOption } from '../../uci/uci-edit';
import type { UciPackage, UciSection } from '../../uci/uci-types';

type Outcome = Omit<z.infer<typeof speechHeard>, 'time' | 'command'>;

export async function carryOut(command: SpeechCommand, ctx: OpContext): Promise<Outcome> {
  switch (command) {
    case 'wifi_on':
    case 'wifi_off':
      return switchIfaces(ctx, mainAccessPoints, command === 'wifi_on');
    case 'guest_wifi_on':
    case 'guest_wifi_off':
      return switchIfaces(ctx, guestAccessPoints, command === 'guest_wifi_on');
    case 'online_devices':
      return { result: 'done', devices: (await ctx.platform.lanClients()).length };
    case 'traffic': {
      const counters = await ctx.platform.wanCounters();
      return { result: 'done', rxBytes: counters.rxBytes, txBytes: counters.txBytes };
    }
    case 'reboot':
      ctx.power.markBusy();
      ctx.afterAnswer(() => void ctx.power.reboot().catch((err: unknown) => ctx.log.error('reboot failed', err)));
      return { result: 'done' };
  }
}

function mainAccessPoints(wireless: UciPackage): UciSection[] {
  const radios = sectionsOfType(wireless, 'wifi-device').filter((radio): radio is NamedRadio => !!radio.name && bandOf(radio) !== undefined);
  return radios.map((radio) => accessPointOf(wireless, radio)).filter((ap) => ap !== undefined);
}

function guestAccessPoints(wireless: UciPackage): UciSection[] {
  return WifiBands.map((band) => getSection(wireless, ownIfaces.guest[band])).filter((iface) => iface !== undefined);
}

/** failed when there is nothing to switch (no guest network set up). */
async function switchIfaces(ctx: OpContext, find: (wireless: UciPackage) => UciSection[], on: boolean): Promise<Outcome> {
  let found = 0;
  await ctx.store.transact('speech_command', ['wireless'], (draft) => {
    const ifaces = find(draftPackage(draft, 'wireless'));
    found = ifaces.length;
    for (const iface of ifaces) setOption(iface, 'disabled', on ? undefined : '1');
  });
  return { result: found > 0 ? 'done' : 'failed' };
}
