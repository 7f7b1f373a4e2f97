// Which ubus calls only read (issue 41): the same read made again while a page loads is asked
// once. Anything not named here (a `uci set`, `file write`, `file exec` of a program that acts,
// a plugin's method) counts as a write: it is always sent, and what was read before it is asked
// again. Browser-safe.
import { routerPrograms } from './router-programs';

const readMethods: Record<string, readonly string[]> = {
  // rpcd uci.c: get/state/configs/changes read the files and the session's delta
  uci: ['get', 'state', 'configs', 'changes'],
  // rpcd file.c: read/list/stat/md5 (exec: below, by program)
  file: ['read', 'list', 'stat', 'md5'],
  // procd system.c
  system: ['info', 'board'],
  // netifd
  'network.device': ['status'],
  'network.wireless': ['status'],
  // rpcd-mod-iwinfo: a scan is asked for, not shared
  iwinfo: ['info', 'assoclist', 'devices', 'freqlist', 'txpowerlist', 'countrylist'],
  rc: ['list'],
};

/** `file exec` argvs that only report: ModemManager's JSON listings, uqmi's --get-*, wg show, the clock. */
const reportingFlags = new Set(['--signal-get', '--get-cell-info', '--location-get', '--messaging-list-sms']);
const readingExecs: Record<string, (params: string[]) => boolean> = {
  // mmcli's -J forms list; its setters (--set-*, --signal-setup, --3gpp-ussd-*, SMS send) take no -J here
  [routerPrograms.mmcli.path]: (params) => params[0] === '-J' && params.every((param) => !param.startsWith('--') || reportingFlags.has(param)),
  [routerPrograms.uqmi.path]: (params) => params.some((param) => param.startsWith('--get-')) && params.every((param) => !param.startsWith('--') || param.startsWith('--get-')),
  [routerPrograms.wg.path]: (params) => params[0] === 'show' || params[0] === '--version',
  [routerPrograms.hostapd.path]: (params) => params.length === 1 && params[0] === '-vsae',
  // the router's clock (router-ntp.ts routerClock); `date -s` sets it
  [routerPrograms.date.path]: (params) => params.length === 1 && params[0] === '+%s',
};

/** The call answers what the router holds and changes nothing. */
export function isRead(object: string, method: string, args: Record<string, unknown>): boolean {
  // routerd.uc `exec` takes the same {command, params} as rpcd's `file exec` and runs it (router-programs.ts shapedExec)
  if ((object === 'file' || object === 'routerd') && method === 'exec') {
    const params = Array.isArray(args.params) && args.params.every((param) => typeof param === 'string') ? (args.params as string[]) : undefined;
    const reads = typeof args.command === 'string' && Object.hasOwn(readingExecs, args.command) ? readingExecs[args.command] : undefined;
    return params !== undefined && reads !== undefined && reads(params);
  }
  // netifd's network.interface.<name> status, and network.interface dump
  if (object === 'network.interface' || object.startsWith('network.interface.')) return method === 'status' || method === 'dump';
  return Object.hasOwn(readMethods, object) && readMethods[object]!.includes(method);
}

/**
 * A kernel counter (/proc/stat, /proc/net/dev...): two reads some time apart are a rate (the CPU
 * meter's 200 ms), so only a read still under way is shared, never one already answered.
 */
export function isCounter(object: string, method: string, args: Record<string, unknown>): boolean {
  return object === 'file' && method === 'read' && typeof args.path === 'string' && args.path.startsWith('/proc/');
}
