import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceReachStore, isNotAnswering } from '../../lib/device-reach';
import { useStore } from '../../lib/store';
import { toastStore } from '../../lib/toast';
import { formatTime } from '../../lib/device-time';

/** Issue 30.1: on every page, once two polls went unanswered, until the next answer. */
export function DeviceReachBanner() {
  const { t, i18n } = useTranslation();
  const reach = useStore(deviceReachStore);
  const shown = isNotAnswering(reach);
  // The banner says it for as long as it lasts: the network-error toast would cover it on a phone.
  useEffect(() => {
    if (shown) toastStore.set((list) => list.filter((item) => item.message !== t('common.networkError')));
  }, [shown, t]);
  if (!shown) return null;
  const time = formatTime(reach.lastAnswerAt, i18n.language, 'clock');
  return (
    <div className="reach-banner" role="alert">
      <strong>{t('shell.notAnswering')}</strong> <span>{t('shell.lastAnswer', { time })}</span> <span className="reach-banner__retry">{t('shell.retrying')}</span>
    </div>
  );
}
