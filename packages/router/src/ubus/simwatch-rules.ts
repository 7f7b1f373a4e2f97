// The numbers and words the router's SIM watch service (packaging/openwrt/files/usr/share/routerd/
// simwatch.uc, ucode) acts on, taken from the contract where the daemon takes them too, so that
// both apply one set of rules. `npm run acl` writes them into the package as simwatch-rules.json
// (simwatch-rules.test.ts fails while that file is stale).
import { DataCapLimits, FailoverDefaults, FailoverLimits, FailoverPace, FailoverRule, capActions } from '@rc/contract/ops/network/sim-fields';
import { HostnameLimits } from '@rc/contract/datatypes';
import { routerPrograms } from './router-programs';
import { simWatchFiles } from './simwatch-files';
import { RadioTechnologies } from '@rc/contract/ops/network/radio-technologies';
import { FLASH_WRITE_EVERY_MS, HISTORY_SPAN_MS, MAX_SAMPLES, SAMPLE_EVERY_MS } from '@rc/core/radio/radio-history';

/** What the service's own check lets through to ping; every contract-valid host has this shape. */
export const pingHostShape = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

/** The flash copy of the counts and the switch log: written at most this often, and on a clean stop. */
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
  // issue 42.1: the margin, hysteresis, back-off and return to the primary, as the daemon's failover-measures.ts
  rule: FailoverRule,
  // the signal headline (contract radio/signal-headline.ts): RSRP, else RSSI; a sample older than this is none
  headlineMaxAgeS: 2 * (SAMPLE_EVERY_MS / 1000),
  flashSaveS: flashSaveSeconds,
  defaults: FailoverDefaults,
  limits: { ...FailoverLimits, ...DataCapLimits, hostMinLength: HostnameLimits.minLength, hostMaxLength: HostnameLimits.maxLength },
  // The contract takes an IPv4 address or host name (isIpOrHostname); a hand-edited file may hold
  // anything, so the service pings only what has this shape (never an option: no leading '-').
  hostPattern: pingHostShape.source,
  capActions,
  // the radio's history as the daemon keeps it (radio/radio-history.ts): the same pace, span and flash copy
  radio: {
    sampleS: SAMPLE_EVERY_MS / 1000,
    spanS: HISTORY_SPAN_MS / 1000,
    maxSamples: MAX_SAMPLES,
    flashS: FLASH_WRITE_EVERY_MS / 1000,
    technologies: RadioTechnologies,
  },
  files: simWatchFiles,
};

export function simWatchRulesFile(): string {
  return `${JSON.stringify(simWatchRules, null, '\t')}\n`;
}
