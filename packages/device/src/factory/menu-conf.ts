// Spec 3: menu_conf.json, the permission file of the model. Every feature '1' unless the model
// ships without it.
import { FeatureGroups, type FeatureGroup, type MenuConf } from '@rc/contract/features';
import type { DeviceModel } from '../config';
import { deviceModels } from './device-models';

export function defaultMenuConf(model: DeviceModel): MenuConf {
  const off = new Set<string>(deviceModels[model].featuresOff);
  const group = (name: FeatureGroup) =>
    Object.fromEntries(FeatureGroups[name].map((feature) => [feature, off.has(feature) ? '0' : '1']));
  return {
    net: group('net'),
    wifi: group('wifi'),
    adv: group('adv'),
    srv: group('srv'),
    mgnt: group('mgnt'),
    tool: group('tool'),
    config: { frequency: 'dual', corporation: model },
  } as MenuConf;
}
