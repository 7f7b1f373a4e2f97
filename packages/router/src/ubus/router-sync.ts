// What a save must also do on the router beyond its UCI file, because the program that acts on
// the setting reads something else: the reboot schedule is a crontab line (BusyBox crond), PPTP's
// MPPE switch a line of /etc/ppp/options.pptp (pppd), the ICMP redirects switch a sysctl file (the
// kernel). Each through rpcd's file plugin with fixed paths and argument shapes
// (platform-acl-needs.ts), and only when something changes. The SIM policy (config/sims) needs
// nothing here: the package's SIM watch service reads it and moves ModemManager's slot itself, only
// when the slot settings changed (issue 42.1: a save of a cap or a rule switches nothing).
import type { UciPackage } from '@rc/core/uci/uci-types';
import { readRebootSchedule, schedulePackage } from '@rc/core/schedule/reboot-schedule';
import { acceptsRedirects } from '@rc/core/settings/security-settings';
import { readPppTunnel } from '@rc/core/settings/ppp-tunnel-settings';
import type { SimSlotStatus } from '@rc/core/platform/platform';
import type { Ubus } from './ubus';
import { crontabPath, withRebootEntry } from './crontab';
import { pptpOptionsPath, withMppe } from './pptp-options';
import { redirectsConf, redirectsConfPath } from './sysctl-redirects';
import { readRouterFileIfAny, writeRouterFile } from './router-files';
import { runProgram } from './router-programs';

export type ReadConfig = (pkg: string) => Promise<UciPackage>;

/** The UCI packages whose save needs one of these, each with what it needs. */
export const syncsByPackage: ReadonlyMap<string, (ubus: Ubus, read: ReadConfig, slots: () => Promise<SimSlotStatus[]>) => Promise<void>> = new Map([
  [schedulePackage, (ubus, read) => syncCrontab(ubus, read)],
  ['network', (ubus, read) => syncPptpOptions(ubus, read)],
  ['firewall', (ubus, read) => syncRedirects(ubus, read)],
]);

/** The reboot schedule into root's crontab, then `/etc/init.d/cron reload` (crond reads it again). */
export async function syncCrontab(ubus: Ubus, read: ReadConfig): Promise<void> {
  const schedule = readRebootSchedule(await read(schedulePackage));
  const before = (await readRouterFileIfAny(ubus, crontabPath)) ?? '';
  const after = withRebootEntry(before, schedule);
  if (after === before) return;
  // 0600 on creation, as BusyBox crontab(1) makes a crontab.
  await writeRouterFile(ubus, crontabPath, after, 0o600);
  await runProgram(ubus, 'cron', ['reload']);
}

/** /etc/ppp/options.pptp agreeing with the PPTP tunnel's MPPE switch; nothing without ppp's file. */
export async function syncPptpOptions(ubus: Ubus, read: ReadConfig): Promise<void> {
  const network = await read('network');
  const required = !network.sections.some((s) => s.name === 'pptp') || readPppTunnel(network, 'pptp').mppe === '1';
  const before = await readRouterFileIfAny(ubus, pptpOptionsPath);
  if (before === undefined) return;
  const after = withMppe(before, required);
  if (after !== before) await writeRouterFile(ubus, pptpOptionsPath, after);
}

/** The ICMP redirects sysctl file, applied at once as /etc/init.d/sysctl does at boot; off and never on writes nothing. */
export async function syncRedirects(ubus: Ubus, read: ReadConfig): Promise<void> {
  const accept = acceptsRedirects(await read('firewall'));
  const before = await readRouterFileIfAny(ubus, redirectsConfPath);
  const after = redirectsConf(accept);
  if (after === before || (before === undefined && !accept)) return;
  await writeRouterFile(ubus, redirectsConfPath, after);
  await runProgram(ubus, 'sysctl', ['-e', '-p', redirectsConfPath]);
}
