// What differs between the two brands (spec 1: corporation ZBT or SL).
import type { DeviceModel } from '../config';
import type { Feature } from '@rc/contract/features';

export interface ModelProfile {
  board: string;
  /** the model upgrade images and configuration backups must name (contract firmware-image, backup-archive) */
  firmwareModel: string;
  hostname: string;
  ssidPrefix: string;
  /** first three bytes of every MAC; locally administered, as a simulated device has no OUI */
  macPrefix: [number, number, number];
  serialPrefix: string;
  /** menu_conf.json features this model ships without */
  featuresOff: readonly Feature[];
}

export const deviceModels: Record<DeviceModel, ModelProfile> = {
  ZBT: {
    board: 'ZBT WE1626',
    firmwareModel: 'ZBT-WE1626',
    hostname: 'ZBT-WE1626',
    ssidPrefix: 'ZBT',
    macPrefix: [0x02, 0x5a, 0x42],
    serialPrefix: 'WE1626',
    featuresOff: [],
  },
  SL: {
    board: 'SL model',
    firmwareModel: 'SL-4G-Router',
    hostname: 'SL-Router',
    ssidPrefix: 'SL',
    macPrefix: [0x02, 0x53, 0x4c],
    serialPrefix: 'SL4G',
    featuresOff: ['speech', 'srv_cloud_control', 'adv_parent', 'wifi_scan', 'tool_site_survey', 'net_cellular2'],
  },
};

export const firmwareVersion = 'V1.0.3 build 20261101';
