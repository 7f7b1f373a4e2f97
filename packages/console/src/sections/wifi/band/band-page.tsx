// Wi-Fi 2.4G and 5G tabs (spec 2): the same page for either band. The settings and the MAC
// filter are two forms over set_wifi_config; the QR code lets a phone join.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { get_wifi_config, get_wifi_support, set_wifi_config } from '@rc/contract/ops/wifi/band';
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { WifiQr } from '../../../ui/wifi-qr';
import { bandFields, macFilterFields } from './band-fields';
import { mergeWithLoaded, useWifiConfig } from './use-band';
import { useOp } from '../../../lib/use-op';
import '../wifi.css';

export function WifiBandPage({ band }: { band: WifiBand }) {
  const { t, i18n } = useTranslation();
  const { data: loaded } = useWifiConfig(band);
  const { data: support } = useOp(get_wifi_support, { band });
  const fields = useMemo(() => bandFields(band, i18n.language, support), [band, i18n.language, support]);
  const merge = useMemo(() => mergeWithLoaded(band, loaded), [band, loaded]);
  const common = { read: get_wifi_config, readInput: { band }, save: set_wifi_config, confirm: 'wifi.reconnect', transformSave: merge };
  return (
    <div className="page-sections wifi-page">
      <div className="card page-card">
        <SettingsForm {...common} title={`wifi-band.title.${band}`} fields={fields} />
        {support?.sae === false && <p className="wifi-page__note" role="note">{t('wifi-band.noSae')}</p>}
        {support?.he === false && <p className="wifi-page__note" role="note">{t('wifi-band.noHe')}</p>}
      </div>
      <div className="card page-card">
        <SettingsForm {...common} title="wifi-band.macFilterTitle" fields={macFilterFields} />
      </div>
      {loaded && <WifiQr ssid={loaded.ssid} password={loaded.key} encryption={loaded.encryption} hidden={loaded.hidden} />}
    </div>
  );
}

export const Band2gPage = () => <WifiBandPage band="2g" />;
export const Band5gPage = () => <WifiBandPage band="5g" />;
