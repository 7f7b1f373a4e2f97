// Batch add (spec 2): one static lease a line, "MAC IP [host name]" in any order, separated
// by spaces, tabs or commas. Each line is read alone so that a bad one can be named.
import { ValidationKey, isIpv4, isMac } from '@rc/contract/datatypes';
import type { StaticLease } from '@rc/contract/ops/network/dhcp';

export interface LeaseLine {
  /** counted from 1, as the text box shows it */
  line: number;
  host: StaticLease;
}

export interface BadLeaseLine {
  line: number;
  text: string;
  /** i18n key */
  key: string;
}

export interface LeaseLines {
  hosts: LeaseLine[];
  bad: BadLeaseLine[];
}

export function parseLeaseLines(text: string): LeaseLines {
  const result: LeaseLines = { hosts: [], bad: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const tokens = raw.trim().split(/[\s,;]+/).filter(Boolean);
    if (tokens.length === 0) return;
    const mac = tokens.filter(isMac);
    const ip = tokens.filter(isIpv4);
    const names = tokens.filter((token) => !isMac(token) && !isIpv4(token));
    const key = mac.length !== 1 ? ValidationKey.mac : ip.length !== 1 ? ValidationKey.ipv4 : names.length > 1 ? 'network-dhcp.batchTooMany' : undefined;
    if (key) result.bad.push({ line, text: raw.trim(), key });
    else result.hosts.push({ line, host: { mac: mac[0] ?? '', ip: ip[0] ?? '', name: names[0] ?? '' } });
  });
  return result;
}
