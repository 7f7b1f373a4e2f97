// Which calls the system log records (spec 2 "system log"; the issue: logins, failed logins,
// setting changes, reboots and upgrades): every login outcome and every write that succeeded.
import { FeatureGroups, type Feature, type FeatureGroup } from '@rc/contract/features';
import type { OpDef } from '@rc/contract/op';
import type { ApiAnswer, ApiCall, Dispatch } from '../../http/dispatcher';
import { findOp, type FoundOp } from '../../http/op-table';
import type { LogType } from './system-log';
import type { DeviceLog } from './device-log';

/** The dispatcher with the system log watching each answer. */
export function audited(dispatch: Dispatch, syslog: DeviceLog): Dispatch {
  return (call) => {
    // A read is never recorded: its answer goes straight back (a poll's hot path).
    const found = findOp(call.op);
    if (!isRecorded(found)) return dispatch(call);
    return dispatch(call).then((answer) => {
      auditCall(syslog, found, call, answer);
      return answer;
    });
  };
}

function isRecorded(found: FoundOp | undefined): found is FoundOp {
  return found !== undefined && (found.name === 'login' || found.op.mutates === true) && !selfLogged.has(found.name);
}

type Recorded = [type: LogType, event: string, content: string, params?: Record<string, string>];

// Logged by their handlers, with facts only the handler knows.
const selfLogged = new Set<string>(['clear_syslog']);

function auditCall(syslog: DeviceLog, { name, op }: FoundOp, call: ApiCall, answer: ApiAnswer): void {
  const ip = call.clientIp;
  const code = answer.body.code;
  // Issue 12.5: a flood of refused logins must not flood the log; they are counted per address.
  if (name === 'login' && (code === '-3' || code === '-5')) return syslog.refusedLogin(ip);
  // Past isRecorded, anything but a login is a write.
  const recorded = name === 'login' ? loginOutcome(code, ip) : code === '1' ? writeOutcome(name, op, answer, ip) : undefined;
  if (!recorded) return;
  const [type, event, content, params] = recorded;
  syslog.add(type, event, content, { ip, op: name, ...params });
}

function loginOutcome(code: string, ip: string): Recorded | undefined {
  return code === '1' ? ['sys', 'login', `admin logged in from ${ip}`] : undefined;
}

function writeOutcome(name: string, op: OpDef, answer: ApiAnswer, ip: string): Recorded {
  switch (name) {
    case 'reboot':
      return ['sys', 'reboot', `reboot requested from ${ip}`];
    case 'reset':
      return ['sys', 'reset', `factory reset requested from ${ip}`];
    case 'change_password':
      return ['sys', 'passwordChanged', `admin password changed from ${ip}`];
    case 'restore_apply':
      return ['sys', 'restore', `configuration restored from a backup by ${ip}`];
    case 'sync_time':
      return ['sys', 'timeSynced', `clock synchronised with ${String(answer.body.server)}`, { server: String(answer.body.server) }];
    case 'upgrade_local':
    case 'upgrade_remote':
      return ['sys', 'upgradeStarted', `firmware upgrade to ${String(answer.body.version)} started by ${ip}`, { version: String(answer.body.version) }];
    default:
      return [typeOfFeature(op.feature ?? op.anyFeature?.[0]), 'settingsSaved', `settings saved (${name}) from ${ip}`];
  }
}

// Spec 3's log types: network and wireless settings are 'net', system management 'sys'.
const groupTypes: Record<FeatureGroup, LogType> = { net: 'net', wifi: 'net', adv: 'net', srv: 'other', mgnt: 'sys', tool: 'other' };

function typeOfFeature(feature: Feature | undefined): LogType {
  if (!feature) return 'sys';
  const group = (Object.keys(FeatureGroups) as FeatureGroup[]).find((g) => (FeatureGroups[g] as readonly string[]).includes(feature));
  return group ? groupTypes[group] : 'other';
}
