import type { DeviceConfig } from '../config';
import type { DeviceIdentity } from '@rc/core/device-identity';
import type { Platform } from '@rc/core/platform/platform';
import type { UciStore } from '../store/uci-store';
import { dataPaths } from '../factory/data-paths';

// Each driver is a chunk of the bundle of its own, loaded when chosen: a desktop never loads the
// simulator (resident memory, DESIGN budgets). An OpenWrt router runs no daemon: the console's
// router build drives it over ubus (ubus/ubus-platform.ts, issue 27).
export async function createPlatform(config: DeviceConfig, identity: DeviceIdentity, store: UciStore): Promise<Platform> {
  if (config.platform === 'linux') {
    const { LinuxPlatform } = await import('./linux/linux-platform');
    return new LinuxPlatform();
  }
  const { SimulatedPlatform } = await import('./simulated/simulated-platform');
  return new SimulatedPlatform({ seed: config.seed, imei: identity.imei, iccid: identity.iccid, readConfig: (pkg) => store.peek(pkg), stateDir: dataPaths(config.dataDir).state, testSignalFile: config.testSimSignalFile });
}
