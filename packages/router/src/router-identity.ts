// What handlers take from the daemon's factory identity, as the router tells it: the MACs of
// br-lan and of the WAN interface's device from netifd (`network.device status`, netifd
// device.c device_dump_status `macaddr`).
import type { DeviceIdentity } from '@rc/core/device-identity';
import { getOption, getSection } from '@rc/core/uci/uci-edit';
import type { ConfigStore } from '@rc/core/uci/config-store';
import type { Ubus } from './ubus/ubus';

type DeviceStatus = Record<string, { macaddr?: unknown } | undefined>;

export async function routerIdentity(ubus: Ubus, store: ConfigStore): Promise<Partial<DeviceIdentity>> {
  const [devices, network] = await Promise.all([ubus.call<DeviceStatus>('network.device', 'status'), store.peek('network')]);
  const wan = getSection(network, 'wan');
  const macOf = (device: string | undefined) => {
    const mac = device === undefined ? undefined : devices[device]?.macaddr;
    return typeof mac === 'string' ? mac : undefined;
  };
  const identity: Partial<DeviceIdentity> = {};
  const lanMac = macOf('br-lan');
  const wanMac = macOf(wan && getOption(wan, 'device'));
  if (lanMac) identity.lanMac = lanMac;
  if (wanMac) identity.wanMac = wanMac;
  return identity;
}
