import type { Rate } from '../../lib/use-terminal-rates';

export interface TopDevice<Device> {
  device: Device;
  rate: Rate;
}

/** Issue 43.2: the devices moving the most data now (down and up together), busiest first; idle ones left out. */
export function topDevices<Device extends { mac: string }>(devices: readonly Device[], rates: ReadonlyMap<string, Rate>, count: number): TopDevice<Device>[] {
  return devices
    .flatMap((device) => {
      const rate = rates.get(device.mac);
      return rate && rate.down + rate.up > 0 ? [{ device, rate }] : [];
    })
    .sort((a, b) => b.rate.down + b.rate.up - (a.rate.down + a.rate.up))
    .slice(0, count);
}
