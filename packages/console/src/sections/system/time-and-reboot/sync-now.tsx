import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { set_localtime, sync_time } from '@rc/contract/ops/system/time-and-reboot';
import { callOp } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { durationText } from '../../../lib/duration-text';
import { resultMessage } from '../../../lib/operation';
import { refs } from '../../../lib/op-refs';

/** One clock action: its answer, or the failure in words, and the device time shown again after. */
function useClockAction<T>(run: () => Promise<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<T | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const start = async () => {
    setBusy(true);
    setDone(undefined);
    setFailure(undefined);
    try {
      setDone(await run());
      // The device time line (get_web_msg) shows the clock as it now is.
      void queryClient.invalidateQueries({ queryKey: [refs.get_web_msg.op] });
    } catch (error) {
      if (isApiError(error) && !error.handled) setFailure(error.msg ? t(error.msg, { defaultValue: error.msg }) : resultMessage(error.code));
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, failure, start };
}

/**
 * Spec 2 "sync now": asks the saved servers for the time at once. "Sync with browser" sets the
 * clock to the browser's, as LuCI's System page does, for a router that reaches no NTP server.
 */
export function SyncNow() {
  const { t } = useTranslation();
  const ntp = useClockAction(() => callOp(sync_time, {}));
  const browser = useClockAction(() => callOp(set_localtime, { localtime: Date.now() }));
  const busy = ntp.busy || browser.busy;
  return (
    <div className="system-settings__sync" aria-live="polite">
      <div className="system-settings__sync-buttons">
        <button type="button" className="button" disabled={busy} onClick={() => void ntp.start()}>
          {ntp.busy ? t('system-settings.syncing') : t('system-settings.sync')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void browser.start()}>
          {browser.busy ? t('system-settings.syncingBrowser') : t('system-settings.syncBrowser')}
        </button>
      </div>
      <p className="settings-field__hint">{t('system-settings.syncHint')}</p>
      <p className="settings-field__hint">{t('system-settings.syncBrowserHint')}</p>
      {ntp.done && <p className="system-settings__synced">{t('system-settings.synced', { server: ntp.done.server, offset: ntp.done.offsetMs })}</p>}
      {browser.done && (
        <p className="system-settings__synced">{t('system-settings.syncedBrowser', { offset: durationText(t, Math.round(Math.abs(browser.done.offsetMs) / 1000)) })}</p>
      )}
      {[ntp.failure, browser.failure].filter(Boolean).map((failure) => (
        <p key={failure} className="settings-field__error" role="alert">
          {failure}
        </p>
      ))}
    </div>
  );
}
