// The kernel's ARP table as rpcd's `file read /proc/net/arp` gives it to the stack: this machine's
// own (a mount namespace does not change /proc/net), so a test takes the clients the Terminal tab
// will list from it rather than assume any.
import { readFileSync } from 'node:fs';

export function arpNeighbours(): Array<{ ip: string; mac: string; device: string }> {
  return readFileSync('/proc/net/arp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 6 && fields[3] !== '00:00:00:00:00:00')
    .map(([ip, , , mac, , device]) => ({ ip: ip!, mac: mac!, device: device! }));
}
