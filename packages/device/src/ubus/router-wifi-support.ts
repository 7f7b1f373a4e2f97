// What the radios and wpad support, over ubus (issue 31.6), as LuCI finds out: 802.11ax where
// iwinfo's `info` lists an HE htmode for the radio's access point (rpcd iwinfo.c rpc_iwinfo_info,
// "htmodes"), SAE where `/usr/sbin/hostapd -vsae` exits 0 (OpenWrt's hostapd answers -v<feature>
// for what it was built with; LuCI's luci-rpc getFeatures asks the same). Browser-safe.
import type { WifiBand, WifiSupport } from '../platform/platform';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';
import { wirelessRadios } from './router-wireless';

export const saeProbeArgs = ['-vsae'];

async function radioHasHe(ubus: Ubus, device: string): Promise<boolean | undefined> {
  const info = (await ubus.call<{ htmodes?: unknown }>('iwinfo', 'info', { device }).catch(() => undefined)) ?? {};
  return Array.isArray(info.htmodes) ? info.htmodes.some((mode) => typeof mode === 'string' && mode.startsWith('HE')) : undefined;
}

async function hostapdHasSae(ubus: Ubus): Promise<boolean> {
  // No hostapd at all (no wpad installed) is no SAE either.
  const answer = await execProgram(ubus, 'hostapd', saeProbeArgs).catch(() => undefined);
  return answer?.code === 0;
}

export async function wifiSupport(ubus: Ubus): Promise<WifiSupport> {
  const he: Partial<Record<WifiBand, boolean>> = {};
  for (const radio of await wirelessRadios(ubus).catch(() => [])) {
    if (!radio.band || !radio.up || !radio.apDevice) continue;
    const has = await radioHasHe(ubus, radio.apDevice);
    if (has !== undefined) he[radio.band] = has;
  }
  return { he, sae: await hostapdHasSae(ubus) };
}
