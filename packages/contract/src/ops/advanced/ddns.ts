// Advanced > DDNS (spec 2, 3, 5): "server, domain, username, password, interval, log max length,
// longest waiting time, remark, log", kept where ddns-scripts reads it: /etc/config/ddns,
// `config service` (dynamic_dns_updater.sh) and `config ddns 'global'` (ddns_loglines).
import { z } from 'zod';
import { defineOp } from '../../op';
import { ddnsIntervalSchema, ddnsLogLengthSchema, ddnsTimeoutSchema, emptyOr, isHostname, isHttpUrl, requiredString, ValidationKey } from '../../datatypes';
import { switchedSettings, type FieldIssue } from '../../switched-settings';
import { breaksQuotedShellWord } from '../../unsafe-options';
import { DdnsAnswers, DdnsKey, DdnsLimits, DdnsProviders, DdnsScriptProviders, isCloudflareDomain } from './ddns-fields';

const switchValue = z.enum(['1', '0']);

// ddns-scripts fills [USERNAME] [PASSWORD] [DOMAIN] [IP] in update_url, then do_transfer runs `eval "$__PRGBASE '$__URL'"`: a quote would end the URL's string.
function isUpdateUrl(value: string): boolean {
  return isHttpUrl(value) && !breaksQuotedShellWord(value) && value.includes('[IP]');
}

const credential = (key: string) => emptyOr(requiredString(ValidationKey.text, DdnsLimits.credentialMaxLength), key);

const ddnsFields = {
  /** a provider of DdnsServiceNames, or 'custom' for update_url */
  provider: z.enum(DdnsProviders),
  /** only for 'custom'; the form leaves it out otherwise */
  updateUrl: z.string().default(''),
  domain: z.string(),
  username: credential(DdnsKey.username),
  /** write-only: empty or left out keeps the stored one (get_ddns never answers it, so a form holds none) */
  password: credential(DdnsKey.password).default(''),
  /** seconds between checks of the WAN address (check_interval) */
  interval: ddnsIntervalSchema(),
  /** lines the log keeps (ddns.global.ddns_loglines) */
  logLines: ddnsLogLengthSchema(),
  /** seconds before a failed update is tried again (retry_interval) */
  timeout: ddnsTimeoutSchema(),
  remark: emptyOr(requiredString(DdnsKey.remark, DdnsLimits.remarkMaxLength), DdnsKey.remark),
  /** ddns-scripts' use_https: the update, credentials included, goes over HTTPS; always '1' for DdnsHttpsOnly */
  useHttps: switchValue.default('1'),
};

// Switched off, the provider may be left out (kept): a given field then passes by what any provider allows.
function checkDdns(value: Partial<z.output<z.ZodObject<typeof ddnsFields>>>, issue: FieldIssue, on: boolean): void {
  const { provider, domain, updateUrl } = value;
  const anyProvider = provider === undefined;
  if (domain !== undefined && !(provider === 'cloudflare' ? isCloudflareDomain(domain) : isHostname(domain) || (anyProvider && isCloudflareDomain(domain)))) {
    issue('domain', provider === 'cloudflare' ? DdnsKey.cloudflareDomain : DdnsKey.domain);
  }
  const urlAllowed = provider === 'custom' || anyProvider;
  if (updateUrl ? !urlAllowed || !isUpdateUrl(updateUrl) : on && provider === 'custom') issue('updateUrl', DdnsKey.updateUrl);
  if (on && value.username === '') issue('username', DdnsKey.username);
  if (anyProvider || DdnsScriptProviders.includes(provider)) {
    for (const field of ['username', 'password'] as const) if (value[field]?.includes("'")) issue(field, DdnsKey.quoteRefused);
  }
}

export const get_ddns = defineOp({
  op: 'get_ddns',
  method: 'GET',
  feature: 'adv_ddns',
  summary: "DDNS service: provider (written as its ddns-scripts service_name, or 'custom' with its update URL), domain, username, intervals in seconds, log length and remark. The password is write-only: password_set says whether one is stored.",
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    provider: z.enum(DdnsProviders),
    updateUrl: z.string(),
    domain: z.string(),
    username: z.string(),
    password_set: switchValue,
    interval: z.number(),
    logLines: z.number(),
    timeout: z.number(),
    remark: z.string(),
    useHttps: switchValue,
  }),
});

export const set_ddns = defineOp({
  op: 'set_ddns',
  method: 'POST',
  feature: 'adv_ddns',
  mutates: true,
  summary:
    "Saves the DDNS service. Switched on, server, domain, username, password and interval are required (spec 5; an empty password keeps the stored one); switched off, a field left out or blank keeps its stored value; interval at least 600 s, log length at least 100, waiting time at least 5 s. Cloudflare's domain is host@zone; providers updated by a shell script refuse a ' in username or password.",
  input: switchedSettings(ddnsFields, checkDdns),
  output: z.object({}),
});

const ddnsStatus = z.object({
  enabled: switchValue,
  /** the address the provider holds for the domain, '' before the first answer */
  registeredIp: z.string(),
  /** the WAN address the router has now, '' while WAN is down */
  localIp: z.string(),
  lastAnswer: z.enum([...DdnsAnswers, '']),
  /** seconds since the last update was sent, -1 for never */
  lastUpdateSecondsAgo: z.number(),
});

export const get_ddns_status = defineOp({
  op: 'get_ddns_status',
  method: 'GET',
  feature: 'adv_ddns',
  summary: 'What the DDNS updater knows: the registered and local addresses, the provider\'s last answer (good, nochg, badauth, nohost, or noconnect when it could not be reached) and when it was sent.',
  input: z.strictObject({}),
  output: ddnsStatus,
});

export const get_ddns_log = defineOp({
  op: 'get_ddns_log',
  method: 'GET',
  feature: 'adv_ddns',
  summary: 'The DDNS updater\'s log in ddns-scripts\' format, oldest line first, at most ddns_loglines lines.',
  input: z.strictObject({}),
  output: z.object({ lines: z.array(z.string()) }),
});

export const ddns_update_now = defineOp({
  op: 'ddns_update_now',
  method: 'POST',
  feature: 'adv_ddns',
  summary: "Sends an update now, whatever the interval, and answers the status after it. -12 with msg ddns.disabled when the service is off.",
  input: z.strictObject({}),
  output: ddnsStatus,
});
