// The network watchdog as OpenWrt's watchcat package keeps it (/etc/config/watchcat). Its init
// script (openwrt/packages utils/watchcat/files/watchcat.init) starts one watchcat.sh per
// `config watchcat` section and reads: mode (ping_reboot | restart_iface | ...), period (how long
// without any answer before acting), pingperiod (time between probes), pinghosts (space-separated,
// passed to ping), interface (restart_iface only: the uplink it pings from and restarts, `@wan` or a
// device by watchcat's version: platform/openwrt/watchcat-interface.ts). It has no enable switch,
// so action 'none' is the absence of our section.
import type { NetWatchdogAction } from '@rc/contract/ops/advanced/netwatchdog-fields';
import { NetWatchdogInterval } from '@rc/contract/ops/advanced/netwatchdog-fields';
import { isNetworkHost } from '@rc/contract/datatypes';
import { ensureSection, getOption, getSection, removeSection, setOption } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';

export const watchcatPackage = 'watchcat';
const SECTION = 'netwatchdog';

export type WatchedUplink = 'wan' | 'wwan';

export interface NetWatchdogSettings {
  cellularFirst: '1' | '0';
  pingHost1: string;
  pingHost2: string;
  /** seconds between probes (watchcat's pingperiod) */
  interval: number;
  action: NetWatchdogAction;
}

// watchcat's own defaults: pinghosts 8.8.8.8, pingperiod 60.
const defaults: NetWatchdogSettings = { cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'none' };

const modeOfAction = { netrestart: 'restart_iface', sysrestart: 'ping_reboot' } as const;

/** The page's view of our section; a value a hand edit broke reads as the default. */
export function readNetWatchdog(pkg: UciPackage): NetWatchdogSettings {
  const section = getSection(pkg, SECTION);
  if (!section || section.type !== 'watchcat') return { ...defaults };
  const mode = getOption(section, 'mode');
  const action: NetWatchdogAction = mode === 'restart_iface' ? 'netrestart' : mode === 'ping_reboot' || mode === undefined ? 'sysrestart' : 'none';
  const hosts = (getOption(section, 'pinghosts') ?? defaults.pingHost1).split(/\s+/).filter(isNetworkHost);
  const interval = watchcatSeconds(getOption(section, 'pingperiod'));
  return {
    cellularFirst: isCellular(getOption(section, 'interface')) ? '1' : '0',
    pingHost1: hosts[0] ?? '',
    pingHost2: hosts[1] ?? '',
    interval: interval !== undefined && interval >= NetWatchdogInterval.min && interval <= NetWatchdogInterval.max ? interval : defaults.interval,
    action,
  };
}

/**
 * Writes our section, keeping options the page does not show (forcedelay, pingsize, ...);
 * `watchcatInterface` is the uplink as the installed watchcat takes it.
 */
export function writeNetWatchdog(pkg: UciPackage, settings: NetWatchdogSettings, watchcatInterface = `@${uplinkOf(settings)}`): void {
  const existing = getSection(pkg, SECTION);
  if (settings.action === 'none') {
    if (existing) removeSection(pkg, existing);
    return;
  }
  const section = ensureSection(pkg, 'watchcat', SECTION);
  setOption(section, 'mode', modeOfAction[settings.action]);
  setOption(section, 'pinghosts', [settings.pingHost1, settings.pingHost2].filter(Boolean).join(' '));
  setOption(section, 'pingperiod', String(settings.interval));
  // watchcat acts when no probe answered for `period`; it needs pingperiod < period.
  setOption(section, 'period', String(settings.interval * NetWatchdogInterval.missedProbes));
  // Only restart_iface reads `interface` (watchcat.init passes it to that mode alone).
  setOption(section, 'interface', settings.action === 'netrestart' ? watchcatInterface : undefined);
}

// The 4G uplink as any watchcat version names it: `@wwan`, the bare name older files hold, or its
// device (3g.sh's 3g-wwan; wwan0 of the qmi_wwan and cdc_mbim drivers behind qmi, mbim, ModemManager).
function isCellular(value: string | undefined): boolean {
  return /^(@?wwan|3g-wwan|wwan\d+)$/.test(value ?? '');
}

export function uplinkOf(settings: Pick<NetWatchdogSettings, 'cellularFirst'>): WatchedUplink {
  return settings.cellularFirst === '1' ? 'wwan' : 'wan';
}

/** watchcat's time_to_seconds: 30, 30s, 4m, 6h, 2d. */
export function watchcatSeconds(value: string | undefined): number | undefined {
  const match = /^(\d+)([smhd]?)$/.exec(value ?? '');
  if (!match) return undefined;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}
