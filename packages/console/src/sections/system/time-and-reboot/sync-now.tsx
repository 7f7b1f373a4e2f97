import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import { sync_time } from '@rc/contract/ops/system/time-and-reboot';
import { callOp } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';

/** Spec 2 "sync now": asks the saved servers for the time at once. */
export function SyncNow() {
  const { t } = useTranslation();
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState<OpOutput<typeof sync_time> | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const sync = async () => {
    setSyncing(true);
    setSynced(undefined);
    setFailure(undefined);
    try {
      setSynced(await callOp(sync_time, {}));
    } catch (error) {
      if (isApiError(error) && !error.handled) setFailure(error.msg ? t(error.msg, { defaultValue: error.msg }) : resultMessage(error.code));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="system-settings__sync" aria-live="polite">
      <button type="button" className="button" disabled={syncing} onClick={() => void sync()}>
        {syncing ? t('system-settings.syncing') : t('system-settings.sync')}
      </button>
      <p className="settings-field__hint">{t('system-settings.syncHint')}</p>
      {synced && <p className="system-settings__synced">{t('system-settings.synced', { server: synced.server, offset: synced.offsetMs })}</p>}
      {failure && <p className="settings-field__error" role="alert">{failure}</p>}
    </div>
  );
}
