import type { DeviceConfig } from '../config';
import type { DeviceIdentity } from '../factory/device-identity';
import type { Platform } from './platform';
import type { UciStore } from '../uci/uci-store';
import { LinuxPlatform } from './linux/linux-platform';
import { SimulatedPlatform } from './simulated/simulated-platform';
import { OpenWrtPlatform } from './openwrt/openwrt-platform';
import type { Logger } from '../log';
import { dataPaths } from '../factory/data-paths';

export function createPlatform(config: DeviceConfig, identity: DeviceIdentity, store: UciStore, log?: Logger): Platform {
  if (config.platform === 'linux') return new LinuxPlatform();
  if (config.platform === 'openwrt') {
    const platform = new OpenWrtPlatform({ root: config.systemRoot, log, readConfig: (pkg) => store.read(pkg) });
    void platform.start();
    return platform;
  }
  return new SimulatedPlatform({ seed: config.seed, imei: identity.imei, iccid: identity.iccid, readConfig: (pkg) => store.peek(pkg), stateDir: dataPaths(config.dataDir).state });
}
