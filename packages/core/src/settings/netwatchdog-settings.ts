// The network watchdog as OpenWrt's watchcat package keeps it (/etc/config/watchcat). Its init
// script (openwrt/packages utils/watchcat/files/watchcat.init) starts one watchcat.sh per
// `config watchcat` section and reads: mode (ping_reboot | restart_iface | ...), period (how long
// without any answer before acting), pingperiod (time between probes), pinghosts (space-separated,
// passed to ping), interface (restart_iface only: the uplink it pings from and restarts, `@wan` or a
// device by watchcat's version: ubus/watchcat-interface.ts). It has no enable switch:
// action 'none' keeps our section as `config watchcat_off`, a type watchcat.init's
// `config_foreach config_watchcat watchcat` never visits, so that nothing runs and the addresses
// and interval the administrator typed are still there (as samba-settings.ts does for a share).
// watchcat ships an anonymous `config watchcat` of its own (watchcat.config: ping_reboot of 8.8.8.8,
// period 6h): until this page saved ours, the page shows the first such pinging section as the
// watchdog in effect, and a save switches every pinging section but ours to watchcat_off (kept, so
// that a hand edit can bring it back), so that 'none' stops the shipped one too and an action never
// runs two watchdogs. A periodic_reboot section is a schedule, not a watchdog, and stays.
import type { NetWatchdogAction } from '@rc/contract/ops/advanced/netwatchdog-fields';
import { NetWatchdogInterval } from '@rc/contract/ops/advanced/netwatchdog-fields';
import { isNetworkHost } from '@rc/contract/datatypes';
import { addSection, getOption, getSection, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export const watchcatPackage = 'watchcat';
const SECTION = 'netwatchdog';
const ON = 'watchcat';
const OFF = 'watchcat_off';

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

// watchcat.init's modes that ping (its default mode is ping_reboot).
const pingingModes = new Set([undefined, 'ping_reboot', 'ping', 'restart_iface', 'run_script']);

function isOurs(section: UciSection): boolean {
  return section.name === SECTION && (section.type === ON || section.type === OFF);
}

function isPingingWatchcat(section: UciSection): boolean {
  return section.type === ON && !isOurs(section) && pingingModes.has(getOption(section, 'mode'));
}

/** Our section, else the pinging watchcat section in effect (watchcat's shipped one), else none. */
function sectionInEffect(pkg: UciPackage): UciSection | undefined {
  const ours = getSection(pkg, SECTION);
  if (ours && isOurs(ours)) return ours;
  return pkg.sections.find(isPingingWatchcat);
}

/** How watchcat runs the section in effect: seconds without an answer before it acts (-1: off), and whether it is not ours. */
export function watchcatInEffect(pkg: UciPackage): { period: number; shipped: boolean } {
  const section = sectionInEffect(pkg);
  if (!section || section.type !== ON) return { period: -1, shipped: false };
  // watchcat.init: config_get period ... "120"
  return { period: watchcatSeconds(getOption(section, 'period') ?? '120') ?? 120, shipped: !isOurs(section) };
}

/** The page's view of the watchdog in effect; a value a hand edit broke reads as the default. */
export function readNetWatchdog(pkg: UciPackage): NetWatchdogSettings {
  const section = sectionInEffect(pkg);
  if (!section) return { ...defaults };
  const mode = getOption(section, 'mode');
  const reboots = mode === 'ping_reboot' || mode === 'ping' || mode === undefined;
  const action: NetWatchdogAction = section.type === OFF ? 'none' : mode === 'restart_iface' ? 'netrestart' : reboots ? 'sysrestart' : 'none';
  // watchcat pings 8.8.8.8 without pinghosts; a switched-off section without them has none.
  const hosts = (getOption(section, 'pinghosts') ?? (section.type === ON ? defaults.pingHost1 : '')).split(/\s+/).filter(isNetworkHost);
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
  const { action } = settings;
  const section = getSection(pkg, SECTION) ?? addSection(pkg, ON, SECTION);
  if (section.type !== ON && section.type !== OFF) throw new TypeError(`uci section ${SECTION} is a ${section.type}, not a watchcat`);
  section.type = action === 'none' ? OFF : ON;
  for (const other of pkg.sections.filter(isPingingWatchcat)) other.type = OFF;
  // Switched off, the mode of the last action stays: nothing reads it until switched on again.
  if (action !== 'none') setOption(section, 'mode', modeOfAction[action]);
  setOption(section, 'pinghosts', [settings.pingHost1, settings.pingHost2].filter(Boolean).join(' '));
  setOption(section, 'pingperiod', String(settings.interval));
  // watchcat acts when no probe answered for `period`; it needs pingperiod < period.
  setOption(section, 'period', String(settings.interval * NetWatchdogInterval.missedProbes));
  // Only restart_iface reads `interface` (watchcat.init passes it to that mode alone).
  // Switched off, it remembers the uplink (cellularFirst) for nobody else to read.
  setOption(section, 'interface', action === 'sysrestart' ? undefined : watchcatInterface);
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
