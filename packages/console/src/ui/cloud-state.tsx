import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpInput } from '@rc/contract/op';
import type { get_cloud_login_status } from '@rc/contract/ops/service/cloud-login';
import type { get_cloud_control_status } from '@rc/contract/ops/service/cloud-control';
import type { get_speech_status } from '@rc/contract/ops/service/speech';
import { useOp } from '../lib/use-op';
import { BlockedNotice } from './blocked-notice';
import './cloud-state.css';

type CloudStatusOp = typeof get_cloud_login_status | typeof get_cloud_control_status | typeof get_speech_status;

// Follows the cloud closely enough to see it log in after a save.
const CLOUD_POLL_MS = 5_000;

/** The cloud session as a tab reads it through its own status op (each tab has its own feature). */
export function useCloudStatus<D extends CloudStatusOp>(op: D) {
  return useOp(op, {} as OpInput<D>, { refetchInterval: CLOUD_POLL_MS, staleTime: 0 });
}

/** "Logged" or "Not logged in", as spec 3 words the cloud's state. */
export function CloudBadge({ logged }: { logged: boolean }) {
  const { t } = useTranslation();
  return <span className={`badge ${logged ? 'badge--ok' : 'badge--bad'}`}>{t(logged ? 'cloud.state.logged' : 'cloud.state.notLogged')}</span>;
}

/** Cloud management and speech control act through the cloud: says why they cannot now, and where to fix it. */
export function CloudLoginNeeded({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const why = reason ? t(`cloud.state.reasons.${reason}`) : '';
  return <BlockedNotice text={t('cloud.needsLogin', { reason: why })} linkText={t('cloud.needsLoginLink')} to="/service/cloud_login" />;
}

interface CloudGateProps {
  /** the tab's cloud status, once read */
  status: { logged: '1' | '0'; reason: string; cloudId: string } | undefined;
  /** the feature is on in the saved settings: it can still be switched off without the cloud */
  storedOn: boolean;
  children: ReactNode;
}

/**
 * A form of a feature that acts through the cloud: the cloud's state above it, and while the router
 * is not logged in, why and where to log in, with the form disabled (unless the feature is on, so
 * that it can be switched off).
 */
export function CloudGate({ status, storedOn, children }: CloudGateProps) {
  const { t } = useTranslation();
  const logged = status?.logged === '1';
  return (
    <>
      {status && !logged && <CloudLoginNeeded reason={status.reason} />}
      <p className="cloud-gate__state">
        {t('cloud.state.connection')} {status && <CloudBadge logged={logged} />}
        {status?.cloudId && (
          <span>
            {t('cloud.state.cloudId')}: <span className="cloud-gate__id">{status.cloudId}</span>
          </span>
        )}
      </p>
      <fieldset className="cloud-gate" disabled={status !== undefined && !logged && !storedOn}>
        {children}
      </fieldset>
    </>
  );
}
