import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { busyStore, type BusyState } from '../../lib/busy';
import { useStore } from '../../lib/store';
import { useNow } from '../../lib/use-now';
import { useReconnect } from './use-reconnect';

function BusyPanel({ busy }: { busy: BusyState }) {
  const { t } = useTranslation();
  const now = useNow(250);
  const panel = useRef<HTMLDivElement>(null);
  const leftMs = Math.max(0, busy.startedAt + busy.durationMs - now);
  const seconds = Math.ceil(leftMs / 1_000);
  const reconnecting = leftMs === 0;
  const percent = Math.round(100 - (leftMs / busy.durationMs) * 100);
  const gaveUp = useReconnect(reconnecting, busy.reconnectLimitMs);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="busy-overlay">
      <div
        ref={panel}
        className="busy-overlay__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="busy-title"
        aria-describedby="busy-text"
        tabIndex={-1}
      >
        <div className="busy-overlay__spinner" aria-hidden="true" />
        <h2 id="busy-title">{t(busy.kind === 'reset' ? 'shell.resetting' : 'shell.rebooting')}</h2>
        <p id="busy-text" aria-live="polite">
          {gaveUp ? t('shell.notBack', { minutes: Math.round(busy.reconnectLimitMs / 60_000) }) : reconnecting ? t('shell.reconnecting') : t('shell.busyCountdown', { seconds })}
        </p>
        {gaveUp && (
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </button>
        )}
        <div
          className="busy-overlay__progress"
          role="progressbar"
          aria-label={t('shell.busyProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}

/** Spec 4: the full-screen overlay while the device reboots (30 s) or resets (6 s). */
export function BusyOverlay() {
  const busy = useStore(busyStore);
  return busy.kind ? <BusyPanel busy={busy} /> : null;
}
