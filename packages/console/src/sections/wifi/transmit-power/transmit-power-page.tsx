// Transmit power tab (spec 2: three power modes) for each radio, with the dBm each level sets.
import { useTranslation } from 'react-i18next';
import { get_wifi_power, set_wifi_power } from '@rc/contract/ops/wifi/transmit-power';
import { TxPowerDbm, TxPowerLevels, WifiBands } from '@rc/contract/ops/wifi/wifi-rules';
import { DataTable } from '../../../ui/data-table';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../wifi.css';

const levels = TxPowerLevels.map((level) => ({ value: level, label: `wifi-signal.levels.${level}` }));

export function TransmitPowerPage() {
  return (
    <div className="page-sections wifi-page">
      <div className="card page-card">
        <SettingsForm
          read={get_wifi_power}
          save={set_wifi_power}
          title="wifi-signal.title"
          confirm="wifi.reconnect"
          fields={[
            { name: 'txpower2g', label: 'wifi-signal.txpower2g', widget: 'radio', options: levels },
            { name: 'txpower5g', label: 'wifi-signal.txpower5g', widget: 'radio', options: levels },
          ]}
        >
          <PowerTable />
        </SettingsForm>
      </div>
    </div>
  );
}

/** What each level means in dBm, so that the choice is not a guess. */
function PowerTable() {
  const { t } = useTranslation();
  const columns = [
    { key: 'band', header: t('wifi-signal.radio'), cell: (band: (typeof WifiBands)[number]) => t(`wifi.bands.${band}`) },
    ...TxPowerLevels.map((level) => ({
      key: level,
      header: t(`wifi-signal.levels.${level}`),
      cell: (band: (typeof WifiBands)[number]) => t('wifi-signal.dbm', { dbm: TxPowerDbm[band][level] }),
      align: 'end' as const,
    })),
  ];
  return (
    <div className="wifi-page__table">
      <DataTable caption={t('wifi-signal.tableCaption')} columns={columns} rows={WifiBands} rowKey={(band) => band} />
    </div>
  );
}
