import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../lib/duration-text';
import { Bytes } from './bytes';
import { FactsList, type Fact } from './facts-list';
import { LoadFailedAlert } from './load-failed-alert';
import './page-sections.css';

// Follows a tunnel closely enough to see it come up after a save.
export const TUNNEL_POLL_MS = 3_000;

/** What every tunnel's status op answers (PPTP, L2TP, OpenVPN). */
export interface TunnelState {
  up: '1' | '0';
  reason: string;
  ipaddr: string;
  connectedSeconds: number;
  rxBytes: number;
  txBytes: number;
}

interface TunnelStateCardProps {
  id: string;
  state: TunnelState | undefined;
  /** why the state could not be loaded; undefined while it loads or loaded */
  loadError: unknown;
  /** the reason in words; the ones the tunnels share are worded once, in vpn.json */
  reasonText?: (reason: string) => string;
  /** facts of this tunnel only, after the address */
  extraFacts?: Fact[];
  /** actions below the facts (connect, disconnect) */
  children?: (state: TunnelState) => ReactNode;
}

/** A tunnel tab's state card (spec 2, issue 16): up or down and why, address, time connected, bytes. */
export function TunnelStateCard({ id, state, loadError, reasonText, extraFacts = [], children }: TunnelStateCardProps) {
  const { t } = useTranslation();
  const up = state?.up === '1';
  const reason = reasonText ?? ((value: string) => t(`vpn.state.reasons.${value}`));
  return (
    <section className="card page-card" aria-labelledby={id}>
      <h2 id={id}>
        {t('vpn.state.title')}{' '}
        {state && <span className={`badge ${up ? 'badge--ok' : 'badge--bad'}`}>{t(up ? 'vpn.state.up' : 'vpn.state.down')}</span>}
      </h2>
      {loadError !== undefined && <LoadFailedAlert error={loadError} />}
      {state && (
        <>
          <FactsList
            label={t('vpn.state.title')}
            facts={[
              { key: 'reason', label: t('vpn.state.reason'), value: state.reason ? reason(state.reason) : '--' },
              { key: 'ipaddr', label: t('vpn.state.ipaddr'), value: state.ipaddr || '--' },
              ...extraFacts,
              { key: 'connected', label: t('vpn.state.connected'), value: up ? durationText(t, state.connectedSeconds) : '--' },
              { key: 'rxBytes', label: t('vpn.state.rxBytes'), value: <Bytes value={state.rxBytes} /> },
              { key: 'txBytes', label: t('vpn.state.txBytes'), value: <Bytes value={state.txBytes} /> },
            ]}
          />
          {children?.(state)}
        </>
      )}
    </section>
  );
}
