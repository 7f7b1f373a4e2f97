// A DDNS provider for the simulated router, answering as dyndns2-style providers do: an account
// is created with its first update and then wants that password (badauth otherwise); DuckDNS only
// serves names under duckdns.org (nohost otherwise); an address already held answers nochg.
import type { DdnsLink, DdnsReply, DdnsUpdate } from '@rc/core/platform/platform';

export class SimulatedDdns implements DdnsLink {
  private readonly passwords = new Map<string, string>();
  private readonly records = new Map<string, string>();

  constructor(private readonly reachable: () => boolean) {}

  async send(update: DdnsUpdate): Promise<DdnsReply> {
    if (!this.reachable()) return 'noconnect';
    if (!servesName(update.provider, update.domain)) return 'nohost';
    const account = `${update.provider}|${update.username}`;
    const known = this.passwords.get(account);
    if (known !== undefined && known !== update.password) return 'badauth';
    this.passwords.set(account, update.password);
    const host = hostOf(update);
    if (this.records.get(host) === update.ip) return 'nochg';
    this.records.set(host, update.ip);
    return 'good';
  }

  async resolve(host: string): Promise<string> {
    return this.reachable() ? (this.records.get(host) ?? '') : '';
  }
}

function servesName(provider: string, domain: string): boolean {
  if (provider !== 'duckdns') return true;
  return !domain.includes('.') || domain.endsWith('.duckdns.org');
}

/** DuckDNS takes the bare subdomain too; Cloudflare's host@zone names host.zone. */
function hostOf({ provider, domain }: DdnsUpdate): string {
  if (provider === 'duckdns' && !domain.includes('.')) return `${domain}.duckdns.org`;
  if (provider === 'cloudflare') {
    const [host = '', zone = ''] = domain.split('@');
    return host ? `${host}.${zone}` : zone;
  }
  return domain;
}
