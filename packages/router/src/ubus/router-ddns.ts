// What ddns-scripts records of a service (dynamic_dns_functions.sh, read the same way by LuCI's
// luci-app-ddns): in $ddns_rundir /var/run/ddns, <section>.ip the address last registered and
// <section>.update the router's uptime second of the last update (get_uptime); in $ddns_logdir
// /var/log/ddns, <section>.log the updater's log. Before its first run there is none of them.
// Update now starts the section's updater through the `routerd` plugin (ddnsUpdateNow).
import type { DdnsRecord } from '@rc/core/platform/platform';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { readRouterFileIfAny } from './router-files';
import { parseSystemInfo } from './ubus-parsers';

export const ddnsRunDir = '/var/run/ddns';
export const ddnsLogDir = '/var/log/ddns';
/** rpcd's file ACL patterns for what ddnsRecord reads */
export const ddnsFilePatterns = [`${ddnsRunDir}/*.ip`, `${ddnsRunDir}/*.update`, `${ddnsLogDir}/*.log`];

const none: DdnsRecord = { registeredIp: '', lastUpdateAt: undefined, log: [] };

export async function ddnsRecord(ubus: Ubus, service: string, now: number): Promise<DdnsRecord> {
  // a UCI section name ([A-Za-z0-9_], uci's own rule) is a file name; anything else is no service
  if (!/^\w+$/.test(service)) return none;
  const [ip, update, log] = await Promise.all(['ip', 'update'].map((ext) => readRouterFileIfAny(ubus, `${ddnsRunDir}/${service}.${ext}`)).concat(readRouterFileIfAny(ubus, `${ddnsLogDir}/${service}.log`)));
  const updatedAtUptime = Number(update?.trim());
  let lastUpdateAt: number | undefined;
  if (update?.trim() && Number.isFinite(updatedAtUptime)) {
    const { uptime } = parseSystemInfo(await ubus.call('system', 'info'));
    lastUpdateAt = now - Math.max(0, uptime - updatedAtUptime) * 1000;
  }
  return { registeredIp: ip?.trim() ?? '', lastUpdateAt, log: (log ?? '').split('\n').filter((line) => line !== '') };
}

/**
 * Starts ddns-scripts' updater of `section` now: the `routerd` plugin's ddns_update (routerd.uc:
 * dynamic_dns_lucihelper.sh -S <section> -- start, as LuCI's Reload, after removing the section's
 * last-update record so that it sends at once). A plugin without the helper is ddns-scripts missing.
 */
export async function ddnsUpdateNow(ubus: Ubus, section: string): Promise<void> {
  try {
    await ubus.call('routerd', 'ddns_update', { section });
  } catch (error) {
    if (error instanceof UbusCallError && error.status === UbusStatus.notFound) throw new MissingPackageError('ddns-scripts');
    throw error;
  }
}
