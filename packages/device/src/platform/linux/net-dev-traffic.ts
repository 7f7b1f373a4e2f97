// /proc/net/dev with packets as well as bytes, for System > Traffic information.
import type { InterfaceTraffic } from '@rc/core/platform/platform';

/** Every interface but loopback; `up` comes from the caller (operstate). */
export function parseNetDevTraffic(text: string, isUp: (device: string) => boolean): InterfaceTraffic[] {
  const rows: InterfaceTraffic[] = [];
  for (const line of text.split('\n').slice(2)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const device = line.slice(0, colon).trim();
    if (device === 'lo') continue;
    const fields = line.slice(colon + 1).trim().split(/\s+/).map(Number);
    rows.push({
      name: device,
      device,
      up: isUp(device),
      rxBytes: fields[0] ?? 0,
      rxPackets: fields[1] ?? 0,
      txBytes: fields[8] ?? 0,
      txPackets: fields[9] ?? 0,
    });
  }
  return rows;
}
