import { isHostname } from '../../datatypes';

// DDNS providers as ddns-scripts names them (openwrt/packages net/ddns-scripts/files/usr/share/ddns/
// default/<service_name>.json), and what each one's update takes. 'custom' is ddns-scripts'
// `update_url` with its [USERNAME] [PASSWORD] [DOMAIN] [IP] placeholders.

export const DdnsProviders = ['duckdns', 'cloudflare', 'noip', 'dyndns', 'dynu', 'henet', 'custom'] as const;
export type DdnsProvider = (typeof DdnsProviders)[number];

/** Each provider's ddns-scripts service_name; 'custom' has none (update_url instead). */
export const DdnsServiceNames: Readonly<Record<Exclude<DdnsProvider, 'custom'>, string>> = {
  duckdns: 'duckdns.org',
  cloudflare: 'cloudflare.com-v4',
  noip: 'no-ip.com',
  dyndns: 'dyndns.org',
  dynu: 'dynu.com',
  henet: 'he.net',
};

/**
 * Providers whose update is a script that pastes username and password into a shell command
 * inside single quotes (update_cloudflare_com_v4.sh, update_no-ip_com.sh `eval "$__RUNPROG"`): a
 * quote there would end the string, so those refuse it. URL providers urlencode both.
 */
export const DdnsScriptProviders: readonly DdnsProvider[] = ['cloudflare', 'noip'];

/**
 * Providers always updated over HTTPS: update_cloudflare_com_v4.sh forces use_https, he.net.json's
 * URL is https. The others' URLs are http:// and go over HTTPS only with use_https (which
 * send_update in dynamic_dns_functions.sh turns into `s#^http:#https:#` on the URL).
 */
export const DdnsHttpsOnly: readonly DdnsProvider[] = ['cloudflare', 'henet'];

/** What ddns-scripts' dyndns2-style providers answer; 'noconnect' when the request never got there. */
export const DdnsAnswers = ['good', 'nochg', 'badauth', 'nohost', 'noconnect'] as const;
export type DdnsAnswer = (typeof DdnsAnswers)[number];

export const DdnsKey = {
  domain: 'ddns.domainInvalid',
  cloudflareDomain: 'ddns.cloudflareDomainInvalid',
  username: 'ddns.usernameRequired',
  password: 'ddns.passwordRequired',
  quoteRefused: 'ddns.quoteRefused',
  updateUrl: 'ddns.updateUrlInvalid',
  remark: 'ddns.remarkInvalid',
} as const;

export const DdnsLimits = { credentialMaxLength: 128, remarkMaxLength: 64, logLinesMax: 10_000 } as const;

/** Cloudflare's `domain` is host@zone ('@example.com' for the zone's own record). */
export function isCloudflareDomain(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 0 || value.indexOf('@', at + 1) >= 0) return false;
  const host = value.slice(0, at);
  return (host === '' || /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host)) && isHostname(value.slice(at + 1));
}
