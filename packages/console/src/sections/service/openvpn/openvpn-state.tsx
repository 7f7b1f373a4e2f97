import { useTranslation } from 'react-i18next';
import { get_openvpn_status } from '@rc/contract/ops/service/openvpn';
import { durationText } from '../../../lib/duration-text';
import { useOp } from '../../../lib/use-op';
import { Bytes } from '../../../ui/bytes';
import { FactsList } from '../../../ui/facts-list';

// Follows the tunnel closely enough to see it come up after a save.
const STATUS_POLL_MS = 3_000;

/** The tunnel's state card, as the PPTP and L2TP tabs show theirs: up or down and why, address, device, time, bytes. */
export function OpenvpnState() {
  const { t } = useTranslation();
  const status = useOp(get_openvpn_status, {}, { refetchInterval: STATUS_POLL_MS });
  const data = status.data;
  const up = data?.up === '1';
  // The reasons the tunnels share are worded once, in vpn.json.
  const reason = (value: string) => (value === 'certRefused' ? t('openvpn.certRefused') : t(`vpn.state.reasons.${value}`));
  return (
    <section className="settings-form" aria-labelledby="openvpn-state-title">
      <h2 id="openvpn-state-title" className="settings-form__title">
        {t('vpn.state.title')}{' '}
        {data && <span className={`badge ${up ? 'badge--ok' : 'badge--bad'}`}>{t(up ? 'vpn.state.up' : 'vpn.state.down')}</span>}
      </h2>
      {status.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && (
        <FactsList
          label={t('vpn.state.title')}
          facts={[
            { key: 'reason', label: t('vpn.state.reason'), value: data.reason ? reason(data.reason) : '--' },
            { key: 'ipaddr', label: t('vpn.state.ipaddr'), value: data.ipaddr || '--' },
            { key: 'device', label: t('openvpn.tunnelDevice'), value: data.device },
            { key: 'connected', label: t('vpn.state.connected'), value: up ? durationText(t, data.connectedSeconds) : '--' },
            { key: 'rxBytes', label: t('vpn.state.rxBytes'), value: <Bytes value={data.rxBytes} /> },
            { key: 'txBytes', label: t('vpn.state.txBytes'), value: <Bytes value={data.txBytes} /> },
          ]}
        />
      )}
    </section>
  );
}
