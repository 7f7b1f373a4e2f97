import type { DeviceConfig } from '../config';
import type { DeviceIdentity } from '../factory/device-identity';
import type { Platform } from './platform';
import type { UciStore } from '../uci/uci-store';
import type { Logger } from '../log';
import { dataPaths } from '../factory/data-paths';

// Each driver is a chunk of the bundle of its own, loaded when chosen: a router never loads the
// simulator, and the simulated daemon not the router's parsers (resident memory, DESIGN budgets).
export async function createPlatform(config: DeviceConfig, identity: DeviceIdentity, store: UciStore, log?: Logger): Promise<Platform> {
  if (config.platform === 'linux') {
    const { LinuxPlatform } = await import('./linux/linux-platform');
    return new LinuxPlatform();
  }
  if (config.platform === 'openwrt') {
    const { OpenWrtPlatform } = await import('./openwrt/openwrt-platform');
    const platform = new OpenWrtPlatform({ root: config.systemRoot, log, readConfig: (pkg) => store.read(pkg) });
    void platform.start();
    return platform;
  }
  const { SimulatedPlatform } = await import('./simulated/simulated-platform');
  return new SimulatedPlatform({ seed: config.seed, imei: identity.imei, iccid: identity.iccid, readConfig: (pkg) => store.peek(pkg), stateDir: dataPaths(config.dataDir).state });
}
