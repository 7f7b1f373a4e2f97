import type { DeviceConfig } from '../config';
import type { DeviceIdentity } from '../factory/device-identity';
import type { Platform } from './platform';
import type { UciStore } from '../uci/uci-store';
import { LinuxPlatform } from './linux/linux-platform';
import { SimulatedPlatform } from './simulated/simulated-platform';

export function createPlatform(config: DeviceConfig, identity: DeviceIdentity, store: UciStore): Platform {
  if (config.platform === 'linux') return new LinuxPlatform();
  return new SimulatedPlatform({ seed: config.seed, imei: identity.imei, iccid: identity.iccid, readConfig: (pkg) => store.peek(pkg) });
}
