// `logread` (ubox log/logread.c): "<ctime> <facility>.<priority> <tag>: <message>", oldest first.
// The time is the router's local time, read here in the daemon's own zone (the TZ procd gives it).
import type { SystemLogLine } from '@rc/core/platform/platform';

const LINE = /^\w{3} (\w{3} +\d{1,2} \d\d:\d\d:\d\d \d{4}) (\w+)\.(\w+) (.*)$/;
const NET_TAGS = /^(netifd|dnsmasq|dnsmasq-dhcp|odhcpd|hostapd|wpa_supplicant|pppd|firewall|fw4|ModemManager|ddns-scripts|watchcat|uqmi)\b/;

export function parseLogread(text: string): SystemLogLine[] {
  const lines: SystemLogLine[] = [];
  for (const raw of text.split('\n')) {
    const match = LINE.exec(raw);
    if (!match) continue;
    const [, stamp = '', facility = '', , message = ''] = match;
    const time = new Date(stamp.replace(/ +/g, ' ')).getTime();
    if (!Number.isFinite(time)) continue;
    const type = NET_TAGS.test(message) ? 'net' : facility === 'kern' || facility === 'daemon' ? 'sys' : 'other';
    lines.push({ time, type, content: message });
  }
  return lines;
}
