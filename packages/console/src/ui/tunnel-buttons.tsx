import { useTranslation } from 'react-i18next';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { useTunnelAction } from './use-tunnel-action';
import './tunnel-buttons.css';

/**
 * Connect and Disconnect of one client tunnel. Disconnect is offered while the tunnel is up or
 * trying (not yet switched off or taken down by hand); Connect while it is down.
 */
export function TunnelButtons({ tunnel, up, reason, label }: { tunnel: PppTunnel; up: boolean; reason: string; label?: string }) {
  const { t } = useTranslation();
  const action = useTunnelAction();
  const busy = action.isPending;
  return (
    <div className="tunnel-buttons" role="group" aria-label={label}>
      <button type="button" className="button" disabled={busy || up || reason === 'disabled'} onClick={() => action.mutate({ tunnel, up: true })}>
        {t('vpn.connect')}
      </button>
      <button type="button" className="button" disabled={busy || reason === 'disabled' || reason === 'manual'} onClick={() => action.mutate({ tunnel, up: false })}>
        {t('vpn.disconnect')}
      </button>
    </div>
  );
}
