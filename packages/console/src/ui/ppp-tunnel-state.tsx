import { useTranslation } from 'react-i18next';
import type { get_pptp_status } from '@rc/contract/ops/service/pptp';
import type { get_l2tp_status } from '@rc/contract/ops/service/l2tp';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { durationText } from '../lib/duration-text';
import { useOp } from '../lib/use-op';
import { Bytes } from './bytes';
import { FactsList } from './facts-list';
import { TunnelButtons } from './tunnel-buttons';

// Follows the tunnel closely enough to see it come up after a save.
const STATUS_POLL_MS = 3_000;

/** The PPTP and L2TP tabs' state card (spec 2, issue 16): up or down and why, address, time connected, bytes; connect and disconnect. */
export function PppTunnelState({ read, tunnel }: { read: typeof get_pptp_status | typeof get_l2tp_status; tunnel: PppTunnel }) {
  const { t } = useTranslation();
  const status = useOp(read, {}, { refetchInterval: STATUS_POLL_MS });
  const data = status.data;
  const up = data?.up === '1';
  return (
    <section className="settings-form" aria-labelledby={`${read.op}-title`}>
      <h2 id={`${read.op}-title`} className="settings-form__title">
        {t('vpn.state.title')}{' '}
        {data && <span className={`badge ${up ? 'badge--ok' : 'badge--bad'}`}>{t(up ? 'vpn.state.up' : 'vpn.state.down')}</span>}
      </h2>
      {status.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && (
        <>
          <FactsList
            label={t('vpn.state.title')}
            facts={[
              { key: 'reason', label: t('vpn.state.reason'), value: data.reason ? t(`vpn.state.reasons.${data.reason}`) : '--' },
              { key: 'ipaddr', label: t('vpn.state.ipaddr'), value: data.ipaddr || '--' },
              { key: 'connected', label: t('vpn.state.connected'), value: up ? durationText(t, data.connectedSeconds) : '--' },
              { key: 'rxBytes', label: t('vpn.state.rxBytes'), value: <Bytes value={data.rxBytes} /> },
              { key: 'txBytes', label: t('vpn.state.txBytes'), value: <Bytes value={data.txBytes} /> },
            ]}
          />
          <TunnelButtons tunnel={tunnel} up={up} reason={data.reason} />
        </>
      )}
    </section>
  );
}
