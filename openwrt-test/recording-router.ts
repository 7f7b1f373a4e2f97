// The router the recordings are made on (recordings.test.ts) and checked against in the browser
// (recorded-pages.test.ts): the project's own factory configs (factory-files.ts) for one fixed
// unit, so that the recordings hold no copy of OpenWrt's shipped files and the same on every run.
import type { OpenWrtTools, OptionalProgram } from './tools';
import type { DeviceIdentity } from '../packages/core/src/device-identity';
import { factoryConfigFiles } from '../packages/device/src/factory/factory-files';

const recordingIdentity: DeviceIdentity = {
  model: 'ZBT',
  serial: 'ZBT0000000001',
  lanMac: '02:00:5E:10:00:00',
  wanMac: '02:00:5E:10:00:01',
  radio2gMac: '02:00:5E:10:00:02',
  radio5gMac: '02:00:5E:10:00:03',
  imei: '860000000000007',
  iccid: '8986000000000000009',
  wifiKey: 'recorded-key',
};

export const recordingConfigs = (): Record<string, string> => factoryConfigFiles(recordingIdentity);

/**
 * OpenWrt's programs the recordings' router runs in place of stand-ins: all the tools folder has
 * (procd, netifd, logd, block) but rpcd-mod-iwinfo, which on a machine without radios would record
 * a router without Wi-Fi; iwinfo stays the stand-in's (bus.json says so).
 */
export const recordingReal = (tools: OpenWrtTools): OptionalProgram[] => tools.optional.filter((program) => program !== 'iwinfo');
