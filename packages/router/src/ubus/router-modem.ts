// The 4G modem over ubus: ModemManager's `mmcli -J` through rpcd's file exec (mmcli.ts reads it),
// its log lines through logread, its data session as netifd's interface wwan and that device's
// counters. Without ModemManager (modemmanager not installed) there is no modem to show, and
// mmcli.ts's parsers never load (the home page's 4G card on such a router).
import type { ModemLogEntry, ModemStatus, ModemTraffic, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { holdBatchFor } from './hold-batch';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';
import { parseDeviceStatus, parseInterfaceStatus } from './ubus-parsers';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';

export const noModem: ModemStatus = { present: false, operator: '', signalDbm: 0, imei: '', iccid: '', model: '', networkType: '', state: 'disconnected' };

/** `mmcli -J <args>` as text; undefined without ModemManager or when it has no such modem or SIM (exit 1). */
async function mmcli(ubus: Ubus, args: string[]): Promise<string | undefined> {
  try {
    const answer = await execProgram(ubus, 'mmcli', ['-J', ...args]);
    return answer.code === 0 ? answer.stdout : undefined;
  } catch (err) {
    if (err instanceof MissingPackageError) return undefined;
    throw err;
  }
}

export async function modem(ubus: Ubus): Promise<ModemStatus> {
  // the SIM asked beside the modem, in the same batch (issue 41): without a modem its answer goes unused
  const [answer, sim] = await Promise.all([mmcli(ubus, ['-m', 'any']), mmcli(ubus, ['-i', 'any'])]);
  if (answer === undefined) return noModem;
  const { parseMmcliModem } = await holdBatchFor(ubus, import('./mmcli'));
  return parseMmcliModem(answer, sim ?? '');
}

export async function simSlots(ubus: Ubus): Promise<SimSlotStatus[]> {
  const answer = await mmcli(ubus, ['-m', 'any']);
  if (answer === undefined) return [];
  const { mmcliSimSlots, parseMmcliSimSlot } = await holdBatchFor(ubus, import('./mmcli'));
  const names: SimSlotName[] = ['sim1', 'sim2'];
  const paths = mmcliSimSlots(answer).slice(0, names.length);
  return Promise.all(paths.map(async (sim, index) => parseMmcliSimSlot(names[index] ?? 'sim1', answer, sim ? ((await mmcli(ubus, ['-i', sim])) ?? '') : '')));
}

/** ModemManager's own lines of the system log, as it wrote them. */
export async function modemLog(ubus: Ubus): Promise<ModemLogEntry[]> {
  const answer = await execProgram(ubus, 'logread', ['-e', 'ModemManager']);
  // the log's parser loads with the modem log page, not with the home page's 4G card
  const { parseLogread } = await holdBatchFor(ubus, import('./logread'));
  return parseLogread(answer.stdout).map((line) => ({ time: line.time, message: line.content }));
}

/** The 4G data session: netifd's interface wwan (its address, time up) and its device's counters. */
export async function modemTraffic(ubus: Ubus): Promise<ModemTraffic> {
  const none = { ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 };
  const status = await ubus.call('network.interface.wwan', 'status').catch(() => undefined);
  if (status === undefined) return none;
  const link = parseInterfaceStatus(status);
  const device = link.device ? parseDeviceStatus(await ubus.call('network.device', 'status', { name: link.device }).catch(() => ({}))) : undefined;
  return { ...none, ipaddr: link.ipaddr, connectedSeconds: link.connectedSeconds, rxBytes: device?.rxBytes ?? 0, txBytes: device?.txBytes ?? 0 };
}
