// The first-start wizard (issue 32.2): the probe of the uplinks, and the one save of what the
// wizard asked. Each part is written by its tab's own handler (WAN, 3G/4G, Wi-Fi, Time settings)
// inside one store transaction, so History shows one change and the tabs' rules and OpenWrt
// option names hold; the admin password follows once the configuration landed.
import type { Ops } from '@rc/contract/registry';
import type { OpInput } from '@rc/contract/op';
import type { Feature } from '@rc/contract/features';
import { customIsp } from '@rc/contract/cellular-isps';
import { hasSimSignal, suggestedWanType } from '@rc/contract/ops/first-start-fields';
import { set_cellular_config as cellularTab } from '@rc/contract/ops/network/cellular';
import { authForCredentials } from '@rc/contract/ops/network/cellular-fields';
import { set_wan_config as wanTab } from '@rc/contract/ops/network/wan';
import { set_ntp as ntpTab } from '@rc/contract/ops/system/time-and-reboot';
import { set_wifi_config as wifiTab } from '@rc/contract/ops/wifi/band';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import { hasRouterPackage } from '../router-package';
import { get_cellular_config, set_cellular_config } from '../network/cellular';
import { set_wan_config } from '../network/wan';
import { get_ntp, set_ntp } from '../system/time-and-reboot';
import { get_wifi_config, set_wifi_config } from '../wifi/band';
import { NotOnRouterError } from '../../errors/not-on-router';
import { draftStore } from '../../uci/draft-store';
import { mwan3Package } from '../../settings/dispatch-settings';
import { saveAsTab } from './tab-save';

type FirstStart = OpInput<Ops['set_first_start']>;

/** Whether the wizard is due; never on a router, which has no admin account of the daemon's (docs/openwrt.md). */
export async function firstStartDue(ctx: OpContext): Promise<boolean> {
  try {
    return await ctx.account.firstStartDue();
  } catch (error) {
    if (error instanceof NotOnRouterError) return false;
    throw error;
  }
}

export const wan_type_detect: Handler<Ops['wan_type_detect']> = async (_input, ctx) => {
  const [probe, modem] = await Promise.all([
    ctx.platform.wanProbe?.() ?? { dhcp: false, pppoe: false },
    ctx.menu.isEnabled('net_cellular1') ? ctx.platform.modem() : undefined,
  ]);
  const signalDbm = modem?.present ? modem.signalDbm : 0;
  const sim = modem !== undefined && modem.present && modem.state !== 'no_sim' && hasSimSignal(signalDbm);
  return { suggested: suggestedWanType({ ...probe, sim }), dhcp: probe.dhcp, pppoe: probe.pppoe, sim, signalDbm };
};

export const set_first_start: Handler<Ops['set_first_start']> = async (input, ctx) => {
  if (!(await ctx.account.firstStartDue())) throw new OpError('-12', 'firstStart.done');
  refuseDisabledParts(input, ctx);
  const packages = ['network', 'cellular', 'firewall', 'wireless', 'system'];
  if (input.cellular && (await hasRouterPackage(ctx, 'mwan3'))) packages.push(mwan3Package);
  if (hasSettings(input)) {
    await ctx.store.transact('set_first_start', packages, async (draft, side) => {
      await saveSettings(input, { ...ctx, store: draftStore(ctx.store, draft, side) });
    });
  }
  if (input.password !== undefined) {
    await ctx.account.setPassword(input.password);
    // As change_password: the wizard's own session stays, every other one ends.
    if (ctx.token) ctx.sessions.dropAllExcept(ctx.token);
  }
  await ctx.account.endFirstStart();
  ctx.log.info(`first-start wizard ${hasSettings(input) || input.password ? 'finished' : 'skipped'} by ${ctx.clientIp}`);
  return {};
};

function hasSettings(input: FirstStart): boolean {
  return Boolean(input.wan || input.cellular || input.wifi?.length || input.zonename);
}

const partFeatures: ReadonlyArray<[keyof FirstStart, (input: FirstStart) => Feature[]]> = [
  ['wan', () => ['net_wan']],
  ['cellular', () => ['net_cellular1']],
  ['wifi', (input) => (input.wifi ?? []).map((network) => (network.band === '2g' ? 'wifi_2' : 'wifi_5'))],
  ['zonename', () => ['mgnt_system']],
];

// The tabs' gates hold here too: a model without a modem or a 5G radio takes no such part.
function refuseDisabledParts(input: FirstStart, ctx: OpContext): void {
  for (const [part, features] of partFeatures) {
    if (input[part] !== undefined && !features(input).every((feature) => ctx.menu.isEnabled(feature))) {
      throw new OpError('-2', undefined, { errors: [{ field: part, key: 'firstStart.notOnModel' }] });
    }
  }
}

/** Each part as its tab saves it: what the tab shows now, with the wizard's fields over it. */
async function saveSettings(input: FirstStart, ctx: OpContext): Promise<void> {
  if (input.wan) await saveAsTab('wan', wanTab, input.wan, (wan) => set_wan_config(wan, ctx));
  if (input.cellular) await saveCellular(input.cellular, ctx);
  for (const [index, { band, ssid, key }] of (input.wifi ?? []).entries()) {
    const shown = await get_wifi_config({ band }, ctx);
    // An open network gets WPA2 (psk2+ccmp), which every phone joins; a WPA3 or mixed mode stays.
    const encryption = shown.encryption === 'none' ? 'psk2+ccmp' : shown.encryption;
    const wifi = { ...shown, ssid, key, encryption, enabled: '1' };
    await saveAsTab(`wifi.${index}`, wifiTab, wifi, (checked) => set_wifi_config(checked, ctx));
  }
  if (input.zonename) {
    const ntp = { ...(await get_ntp({}, ctx)), zonename: input.zonename };
    await saveAsTab('zonename', ntpTab, ntp, (checked) => set_ntp(checked, ctx));
  }
}

async function saveCellular(cellular: NonNullable<FirstStart['cellular']>, ctx: OpContext): Promise<void> {
  const shown = await get_cellular_config({}, ctx);
  // An APN of the administrator's own is the tab's "custom" ISP; the chosen ISP's stays its own.
  const isp = cellular.apn === shown.apn ? shown.isp : customIsp;
  // The SIM is the uplink the wizard chose: the default route prefers the modem (spec 2 "4G priority").
  // A user name needs PAP/CHAP (qmi.sh passes the credentials with uqmi --auth-type only): none would drop them.
  const credentials = cellular.username !== '' || Boolean(cellular.password);
  const auth = credentials && shown.auth === 'none' ? (authForCredentials(shown.proto) ?? shown.auth) : shown.auth;
  const merged = { ...shown, ...cellular, auth, isp, priority: '1' };
  await saveAsTab('cellular', cellularTab, merged, (checked) => set_cellular_config(checked, ctx));
}
