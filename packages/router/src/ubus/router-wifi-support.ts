// What the radios and wpad support, over ubus (issue 31.6), as LuCI finds out: 802.11ax where
// iwinfo's `info` lists an HE htmode for the radio's access point (rpcd iwinfo.c rpc_iwinfo_info,
// "htmodes"), SAE where `/usr/sbin/hostapd -vsae` exits 0 (OpenWrt's hostapd answers -v<feature>
// for what it was built with; LuCI's luci-rpc getFeatures asks the same). Browser-safe.
import type { WifiBand, WifiSupport } from '@rc/core/platform/platform';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';
import { wirelessRadios } from './router-wireless';
import type { WirelessRadio } from './ubus-parsers';

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
  // every radio's info and the hostapd probe at once: one batch (issue 41)
  const [radios, sae] = await Promise.all([wirelessRadios(ubus).catch((): WirelessRadio[] => []), hostapdHasSae(ubus)]);
  const up = radios.filter((radio): radio is WirelessRadio & { band: WifiBand; apDevice: string } => Boolean(radio.band && radio.up && radio.apDevice));
  const has = await Promise.all(up.map((radio) => radioHasHe(ubus, radio.apDevice)));
  const he: Partial<Record<WifiBand, boolean>> = {};
  up.forEach((radio, index) => {
    if (has[index] !== undefined) he[radio.band] = has[index];
  });
  return { he, sae };
}
