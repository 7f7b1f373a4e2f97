// ModemManager's mmcli as the console runs it (router-modem.ts, router-radio.ts, router-sms.ts;
// the SIM slot only the SIM watch service moves), argument by argument for routerd.uc `exec` (exec-shapes.ts). mmcli has
// commands that change the SIM (--enable-pin, --change-pin) or the modem (--factory-reset), so a
// path, a number or a code is one argument of its shape and nothing can follow it.
import type { ExecShape } from './exec-shapes';
import { routerPrograms } from './router-programs';
import { cellInfoArgs, locationArgs, signalGetArgs, signalSetupArgs } from './router-radio';
import { SmsLimits } from '@rc/contract/sms-text';
import { smsPathPrefix } from './mmcli-sms-path';

const mmcli = (...params: ExecShape['params']): ExecShape => ({ command: routerPrograms.mmcli.path, params });
/** ModemManager's object paths end in its index (contract sms.ts smsId: 1-9 digits) */
const smsPath = `${smsPathPrefix}[0-9]{1,9}`;
const simPath = '/org/freedesktop/ModemManager1/SIM/[0-9]{1,9}';
/** mmcli-sms.ts createSmsArgument: the contract's number (sms-text.ts isSmsNumber), the text in quotes it cannot hold */
const createSms = `--messaging-create-sms=number=[+]?[0-9]{3,20},text=('[^']*'|"[^"]*")`;

export const mmcliExecShapes: ExecShape[] = [
  mmcli('-J', '-m', 'any'),
  mmcli('-J', '-i', 'any'),
  mmcli('-J', '-i', { match: simPath }),
  ...[signalGetArgs, signalSetupArgs, cellInfoArgs, locationArgs].map((args) => mmcli(...args)),
  mmcli('-J', '-m', 'any', '--messaging-list-sms'),
  mmcli('-J', '-s', { match: smsPath }),
  mmcli('-s', { match: smsPath }, '--send'),
  mmcli('-m', 'any', { match: createSms }),
  mmcli('-m', 'any', { match: `--messaging-delete-sms=${smsPath}` }),
  // sms-text.ts isUssdCode
  mmcli('-m', 'any', { match: `--3gpp-ussd-initiate=[0-9*#+]{2,${SmsLimits.ussdMax}}` }),
];
