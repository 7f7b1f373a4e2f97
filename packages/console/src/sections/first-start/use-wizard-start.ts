// What the wizard shows first: the probe's suggestion and today's settings of each part it asks
// (the tabs' own read ops), for the tabs this model has (menu_conf.json).
import { useEffect, useState } from 'react';
import { isFeatureEnabled, type MenuConf } from '@rc/contract/features';
import { wan_type_detect } from '@rc/contract/ops/first-start';
import type { WanType } from '@rc/contract/ops/first-start-fields';
import { get_cellular_config } from '@rc/contract/ops/network/cellular';
import { get_wan_config } from '@rc/contract/ops/network/wan';
import { get_wifi_config } from '@rc/contract/ops/wifi/band';
import { callOp } from '../../lib/api-client';
import { browserZone } from './browser-zone';
import type { WanProbe } from './internet-step';
import type { WizardValues } from './wizard-values';

export interface WizardStart {
  values: Partial<WizardValues>;
  probe: WanProbe | undefined;
  types: WanType[];
}

export function useWizardStart(conf: MenuConf | undefined): WizardStart | undefined {
  const [start, setStart] = useState<WizardStart>();
  useEffect(() => {
    if (!conf) return;
    let live = true;
    void loadStart(conf).then((loaded) => live && setStart(loaded));
    return () => {
      live = false;
    };
  }, [conf]);
  return start;
}

async function loadStart(conf: MenuConf): Promise<WizardStart> {
  const on = (feature: Parameters<typeof isFeatureEnabled>[1]) => isFeatureEnabled(conf, feature);
  const quiet = { silent: true };
  const [probe, wan, cellular, ...bands] = await Promise.all([
    on('net_wan') ? callOp(wan_type_detect, {}, quiet).catch(() => undefined) : undefined,
    on('net_wan') ? callOp(get_wan_config, {}, quiet).catch(() => undefined) : undefined,
    on('net_cellular1') ? callOp(get_cellular_config, {}, quiet).catch(() => undefined) : undefined,
    ...(['2g', '5g'] as const).map((band) => (on(band === '2g' ? 'wifi_2' : 'wifi_5') ? callOp(get_wifi_config, { band }, quiet).catch(() => undefined) : undefined)),
  ]);
  const types: WanType[] = [...(on('net_wan') ? (['dhcp', 'pppoe'] as const) : []), ...(on('net_cellular1') ? (['cellular'] as const) : []), 'none'];
  return {
    probe,
    types,
    values: {
      wanType: probe && types.includes(probe.suggested) ? probe.suggested : 'none',
      pppoeUsername: wan?.username ?? '',
      apn: cellular?.apn ?? '',
      cellularUsername: cellular?.username ?? '',
      wifi: bands.flatMap((band) => (band ? [{ band: band.band, ssid: band.ssid, key: band.key, encryption: band.encryption, hidden: band.hidden }] : [])),
      zonename: browserZone() ?? '',
    },
  };
}
