// The numbers and words the router's SIM watch service (packaging/openwrt/files/usr/share/routerd/
// simwatch.uc, ucode) acts on, taken from the contract where the daemon takes them too, so that
// both apply one set of rules. `npm run acl` writes them into the package as simwatch-rules.json
// (simwatch-rules.test.ts fails while that file is stale).
import { DataCapLimits, FailoverDefaults, FailoverLimits, FailoverPace, capActions } from '@rc/contract/ops/network/sim-fields';
import { HostnameLimits } from '@rc/contract/datatypes';
import type { AclNeeds } from './acl-needs';
import { routerPrograms } from './router-programs';

/** Where the service keeps its files on the router; the console reads the /tmp ones (rpcd `file read`). */
export const simWatchFiles = {
  /** tmpfs (RAM): this month's counts per slot, rewritten each step */
  usage: '/tmp/routerd-simwatch/usage.json',
  /** tmpfs: the last switches, oldest first */
  switches: '/tmp/routerd-simwatch/switches.json',
} as const;

/** The flash copy of the counts and the switch log: written at most this often, and on a clean stop. */
/** What the service's own check lets through to ping; every contract-valid host has this shape. */
export const pingHostShape = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

export const flashSaveSeconds = 6 * 3600;

export const simWatchRules = {
  // netifd's interface of the 4G data session, as the console's modem page reads it (router-modem.ts)
  iface: 'wwan',
  mmcli: routerPrograms.mmcli.path,
  ping: routerPrograms.ping.path,
  stepS: FailoverPace.stepS,
  settleS: FailoverPace.settleS,
  switchLogLimit: FailoverPace.switchLogLimit,
  pingEveryS: FailoverLimits.pingEveryS,
  flashSaveS: flashSaveSeconds,
  defaults: FailoverDefaults,
  limits: { ...FailoverLimits, ...DataCapLimits, hostMinLength: HostnameLimits.minLength, hostMaxLength: HostnameLimits.maxLength },
  // The contract takes an IPv4 address or host name (isIpOrHostname); a hand-edited file may hold
  // anything, so the service pings only what has this shape (never an option: no leading '-').
  hostPattern: pingHostShape.source,
  capActions,
  files: simWatchFiles,
};

export function simWatchRulesFile(): string {
  return `${JSON.stringify(simWatchRules, null, '\t')}\n`;
}

/** The console reads the service's files (router-sim-watch.ts); merged into the ACL in acl-needs.ts. */
export const simWatchAclNeeds: AclNeeds = {
  ubus: {},
  uci: { read: [], write: [] },
  fileExec: [],
  fileRead: [simWatchFiles.usage, simWatchFiles.switches],
  fileWrite: [],
};
