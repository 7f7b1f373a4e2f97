import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wan_disconnect, wan_reconnect } from '@rc/contract/ops/network/wan';
import { durationText } from '../../../lib/duration-text';
import { useNow } from '../../../lib/use-now';
import { Bytes } from '../../../ui/bytes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FactsList } from '../../../ui/facts-list';
import { WanDetection } from './wan-detection';
import { useLinkAction, useWanDetect, useWanStatus } from './use-wan';
import { enumLabel } from '../../../lib/enum-label';

/** Spec 2 "WAN": Disconnect, Reconnect, Detection and the state table, live from the device. */
export function WanState() {
  const { t } = useTranslation();
  const status = useWanStatus();
  const disconnect = useLinkAction(wan_disconnect);
  const reconnect = useLinkAction(wan_reconnect);
  const detect = useWanDetect();
  const [asking, setAsking] = useState(false);
  const now = useNow();
  const busy = disconnect.isPending || reconnect.isPending;
  const data = status.data;
  // Counts on between two polls, as the footer's uptime does.
  const elapsed = data?.up ? data.connectedSeconds + Math.max(0, Math.floor((now - status.dataUpdatedAt) / 1000)) : 0;

  return (
    <section className="card page-card" aria-labelledby="wan-state-title">
      <div className="iface-page__head">
        <h2 id="wan-state-title">
          {t('network-wan.state')}
          {data && <span className={`badge ${data.up ? 'badge--ok' : 'badge--bad'}`}>{t(data.up ? 'network-wan.up' : 'network-wan.down')}</span>}
        </h2>
        <div className="iface-page__actions">
          <button type="button" className="button" disabled={busy || !data?.up} onClick={() => setAsking(true)}>
            {t('network-wan.disconnect')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => reconnect.mutate()}>
            {t('network-wan.reconnect')}
          </button>
          <button type="button" className="button button--primary" disabled={detect.isPending} onClick={() => detect.mutate()}>
            {detect.isPending ? t('network-wan.detect.running') : t('network-wan.detect.button')}
          </button>
        </div>
      </div>
      {status.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && (
        <FactsList
          label={t('network-wan.state')}
          facts={[
            { key: 'proto', label: t('network-wan.proto'), value: enumLabel(t, 'network-wan.protos', data.proto) },
            { key: 'ipaddr', label: t('network-wan.ipaddr'), value: data.ipaddr || '--' },
            { key: 'macaddr', label: t('network-wan.macaddr'), value: data.macaddr, mono: true },
            { key: 'txRate', label: t('network-wan.txRate'), value: <Bytes value={data.txRate} rate /> },
            { key: 'rxRate', label: t('network-wan.rxRate'), value: <Bytes value={data.rxRate} rate /> },
            { key: 'txBytes', label: t('network-wan.txBytes'), value: <Bytes value={data.txBytes} /> },
            { key: 'rxBytes', label: t('network-wan.rxBytes'), value: <Bytes value={data.rxBytes} /> },
            { key: 'connected', label: t('network-wan.connectedTime'), value: data.up ? durationText(t, elapsed) : '--' },
          ]}
        />
      )}
      <div aria-live="polite">{detect.data && <WanDetection result={detect.data} />}</div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('network-wan.disconnect')}
        message={t('network-wan.disconnectConfirm')}
        confirmLabel={t('network-wan.disconnect')}
        danger
        onConfirm={() => disconnect.mutate()}
      />
    </section>
  );
}
