// The serving cell over ubus (issue 31.1): ModemManager's mmcli through rpcd's file exec, each a
// fixed argument array declared in platform-acl-needs.ts; uqmi's signal info where ModemManager is
// not installed. Each one's parser loads once its program answered: a router without a modem (and
// the home page there) never loads them, one with a modem only its own (DESIGN budgets). Browser-safe.
import type { CellRadio } from '@rc/core/platform/platform';
import { holdBatchFor } from './hold-batch';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';

export const signalGetArgs = ['-J', '-m', 'any', '--signal-get'];
export const cellInfoArgs = ['-J', '-m', 'any', '--get-cell-info'];
export const locationArgs = ['-J', '-m', 'any', '--location-get'];
// ModemManager asks the modem for RSRP/RSRQ/SINR only after this (mmcli --signal-setup=<rate>):
// every 60 s, the history's sampling period.
export const signalSetupArgs = ['-m', 'any', '--signal-setup=60'];
// OpenWrt's proto qmi names its control device in network.wwan.device; /dev/cdc-wdm0 is the first
// (and on these routers the only) one. Fixed, so that the ACL names exactly what runs.
export const uqmiSignalArgs = ['-d', '/dev/cdc-wdm0', '--get-signal-info'];
export const uqmiCellArgs = ['-d', '/dev/cdc-wdm0', '--get-cell-location-info'];

/** A program's stdout when it ran and succeeded; undefined when it failed (no modem, unsupported). */
async function output(ubus: Ubus, program: 'mmcli' | 'uqmi', args: string[]): Promise<string | undefined> {
  const answer = await execProgram(ubus, program, args);
  return answer.code === 0 ? answer.stdout : undefined;
}

export class RouterRadio {
  private signalSetUp = false;

  constructor(private readonly ubus: Ubus) {}

  async read(): Promise<CellRadio | undefined> {
    try {
      return await this.fromModemManager();
    } catch (err) {
      if (!(err instanceof MissingPackageError)) throw err;
    }
    try {
      return await this.fromUqmi();
    } catch (err) {
      if (err instanceof MissingPackageError) return undefined;
      throw err;
    }
  }

  /** The signal and the serving cell's identity, asked together (a modem without that QMI message leaves it unknown). */
  private async fromUqmi(): Promise<CellRadio | undefined> {
    const [text, cell] = await Promise.all([output(this.ubus, 'uqmi', uqmiSignalArgs), output(this.ubus, 'uqmi', uqmiCellArgs)]);
    if (text === undefined) return undefined;
    const { parseUqmiCellLocation, parseUqmiSignal } = await holdBatchFor(this.ubus, import('./uqmi-radio'));
    const radio = parseUqmiSignal(text);
    if (!radio) return undefined;
    return { ...radio, ...(cell === undefined ? {} : parseUqmiCellLocation(cell, radio.technology)) };
  }

  private async fromModemManager(): Promise<CellRadio | undefined> {
    // every reading of the modem in one batch (issue 41); without a modem they answer nothing and go unused
    const reads = [['-J', '-m', 'any'], signalGetArgs, cellInfoArgs, locationArgs].map((args) => output(this.ubus, 'mmcli', args));
    const [modem, signalRead, cellInfo, location] = await Promise.all(reads);
    if (modem === undefined) return undefined;
    const { mmcliSignalRefreshing, parseMmcliRadio } = await holdBatchFor(this.ubus, import('./mmcli-radio'));
    let signal = signalRead ?? '';
    if (!this.signalSetUp && !mmcliSignalRefreshing(signal)) {
      this.signalSetUp = true;
      await output(this.ubus, 'mmcli', signalSetupArgs);
      signal = (await output(this.ubus, 'mmcli', signalGetArgs)) ?? '';
    }
    return parseMmcliRadio({ modem, signal, cellInfo: cellInfo ?? '', location: location ?? '' });
  }
}
