// `ip -4 neigh show`: "<ip> dev <dev> lladdr <mac> <STATE>" (iproute2 ip/ipneigh.c print_neigh).
import type { ArpEntry } from '../platform';

const NEIGH = /^(\d{1,3}(?:\.\d{1,3}){3}) dev (\S+) lladdr ([0-9a-f]{2}(?::[0-9a-f]{2}){5})\b/i;

/** The neighbours with a MAC address; entries being resolved or failed have none and are left out. */
export function parseIpNeigh(text: string): ArpEntry[] {
  return text
    .split('\n')
    .map((line) => NEIGH.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, ip = '', device = '', mac = '']) => ({ ip, mac: mac.toUpperCase(), interface: device }));
}
