// /etc/config/system: China Standard Time (the console shows device time from zonename) and NTP.
import type { DeviceIdentity } from '@rc/core/device-identity';
import { deviceModels } from '../device-models';

export function systemDefaults(identity: DeviceIdentity): string {
  return `config system
	option hostname '${deviceModels[identity.model].hostname}'
	option timezone 'CST-8'
	option zonename 'Asia/Shanghai'
	option ttylogin '0'
	option log_size '64'
	option urandom_seed '0'

config timeserver 'ntp'
	option enabled '1'
	option enable_server '0'
	list server '0.openwrt.pool.ntp.org'
	list server '1.openwrt.pool.ntp.org'
	list server '2.openwrt.pool.ntp.org'
	list server '3.openwrt.pool.ntp.org'
`;
}
