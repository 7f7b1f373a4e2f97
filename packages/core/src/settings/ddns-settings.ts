// DDNS as ddns-scripts keeps it in /etc/config/ddns (openwrt/packages net/ddns-scripts):
// dynamic_dns_updater.sh reads, per `config service`: enabled, service_name (a provider of
// /usr/share/ddns) or update_url, domain, lookup_host (the name it resolves to learn the
// registered address), username, password, interface (whose hotplug starts it), ip_source /
// ip_network (where the local address comes from), check_interval + check_unit, retry_interval
// + retry_unit, use_https (the update URL's http: made https:, so the credentials are not sent
// in clear); and `config ddns 'global'` ddns_loglines. `remark` is ours alone: no OpenWrt
// program reads it, it is the administrator's note.
import type { DdnsProvider } from '@rc/contract/ops/advanced/ddns-fields';
import { DdnsHttpsOnly, DdnsServiceNames } from '@rc/contract/ops/advanced/ddns-fields';
import { addSection, ensureSection, getOption, getSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { dropUnsafeOptions } from './unsafe-option-filter';

export const ddnsPackage = 'ddns';
// ddns-scripts' shipped example section.
const SERVICE_SECTION = 'myddns_ipv4';

export interface DdnsSettings {
  enabled: '1' | '0';
  provider: DdnsProvider;
  updateUrl: string;
  domain: string;
  username: string;
  password: string;
  interval: number;
  logLines: number;
  timeout: number;
  remark: string;
  useHttps: '1' | '0';
}

// A Map: the unit is the file's text, and 'constructor' is no unit.
const unitSeconds: ReadonlyMap<string, number> = new Map([
  ['seconds', 1],
  ['minutes', 60],
  ['hours', 3600],
  ['days', 86_400],
]);

/** Our service: the first IPv4 `config service` (one made in LuCI included), if any. */
export function ddnsService(pkg: UciPackage): UciSection | undefined {
  return sectionsOfType(pkg, 'service').find((section) => getOption(section, 'use_ipv6') !== '1');
}

export function readDdns(pkg: UciPackage): DdnsSettings {
  const service = ddnsService(pkg);
  const global = getSection(pkg, 'global');
  const option = (name: string) => (service && getOption(service, name)) ?? '';
  const serviceName = option('service_name');
  const known = (Object.keys(DdnsServiceNames) as (keyof typeof DdnsServiceNames)[]).find((id) => DdnsServiceNames[id] === serviceName);
  const provider: DdnsProvider = known ?? (option('update_url') ? 'custom' : 'duckdns');
  return {
    enabled: option('enabled') === '1' ? '1' : '0',
    provider,
    updateUrl: provider === 'custom' ? option('update_url') : '',
    domain: option('domain'),
    username: option('username'),
    password: option('password'),
    // ddns-scripts' defaults: check every 10 minutes, retry after 60 seconds, keep 250 log lines.
    interval: seconds(option('check_interval'), option('check_unit') || 'minutes') ?? 600,
    timeout: seconds(option('retry_interval'), option('retry_unit') || 'seconds') ?? 60,
    logLines: Number(global && getOption(global, 'ddns_loglines')) || 250,
    remark: option('remark'),
    // ddns-scripts' default is plain http (dynamic_dns_updater.sh: use_https=0); a new service gets HTTPS.
    useHttps: !service || DdnsHttpsOnly.includes(provider) || option('use_https') === '1' ? '1' : '0',
  };
}

/**
 * Writes the service, keeping what the page does not show (cacert, param_opt...). No cacert is
 * written: uclient-fetch, wget and curl then check the provider against the system's CA store.
 */
export function writeDdns(pkg: UciPackage, settings: DdnsSettings): void {
  const service = ddnsService(pkg) ?? addSection(pkg, 'service', getSection(pkg, SERVICE_SECTION) ? undefined : SERVICE_SECTION);
  setOption(service, 'enabled', settings.enabled);
  setOption(service, 'service_name', settings.provider === 'custom' ? undefined : DdnsServiceNames[settings.provider]);
  setOption(service, 'update_url', settings.provider === 'custom' ? settings.updateUrl : undefined);
  setOption(service, 'domain', settings.domain);
  setOption(service, 'lookup_host', lookupHost(settings));
  setOption(service, 'username', settings.username);
  setOption(service, 'password', settings.password);
  for (const [name, value] of [['interface', 'wan'], ['ip_source', 'network'], ['ip_network', 'wan']] as const) {
    if (getOption(service, name) === undefined) setOption(service, name, value);
  }
  setOption(service, 'check_interval', String(settings.interval));
  setOption(service, 'check_unit', 'seconds');
  setOption(service, 'retry_interval', String(settings.timeout));
  setOption(service, 'retry_unit', 'seconds');
  setOption(service, 'remark', settings.remark);
  setOption(service, 'use_https', DdnsHttpsOnly.includes(settings.provider) ? '1' : settings.useHttps);
  dropUnsafeOptions(ddnsPackage, service);
  const global = ensureSection(pkg, 'ddns', 'global');
  setOption(global, 'ddns_loglines', String(settings.logLines));
  dropUnsafeOptions(ddnsPackage, global);
}

/** The name whose address is the registered one: Cloudflare's host@zone is host.zone. */
export function lookupHost(settings: Pick<DdnsSettings, 'provider' | 'domain'>): string {
  if (settings.provider !== 'cloudflare') return settings.domain;
  const [host = '', zone = ''] = settings.domain.split('@');
  return host ? `${host}.${zone}` : zone;
}

function seconds(value: string, unit: string): number | undefined {
  const count = Number(value);
  const factor = unitSeconds.get(unit);
  return value !== '' && Number.isInteger(count) && count > 0 && factor ? count * factor : undefined;
}
