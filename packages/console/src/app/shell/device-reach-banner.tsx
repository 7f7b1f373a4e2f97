import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceReachStore, isNotAnswering } from '../../lib/device-reach';
import { useStore } from '../../lib/store';
import { toastStore } from '../../lib/toast';
import { formatDeviceTime } from '../../lib/device-time';
import { refs } from '../../lib/op-refs';
import { routerClockAt } from '../../lib/router-clock';
import { useOp } from '../../lib/use-op';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Issue 30.1: on every page, once two polls went unanswered, until the next answer. */
export function DeviceReachBanner() {
  const { t, i18n } = useTranslation();
  const reach = useStore(deviceReachStore);
  const shown = isNotAnswering(reach);
  // The footer's poll of the same op: read from its cache, never asked here (the router is not answering).
  const web = useOp(refs.get_web_msg, {}, { enabled: false });
  // The banner says it for as long as it lasts: the network-error toast would cover it on a phone.
  useEffect(() => {
    if (shown) toastStore.set((list) => list.filter((item) => item.message !== t('common.networkError')));
  }, [shown, t]);
  if (!shown) return null;
  // Issue 43.7: on the router's clock and in its zone, as the footer says the time.
  const time = formatDeviceTime(routerClockAt(web.data?.localtime, web.dataUpdatedAt, reach.lastAnswerAt), text(web.data?.zonename), text(web.data?.timezone), i18n.language, 'clock');
  return (
    <div className="reach-banner" role="alert">
      <strong>{t('shell.notAnswering')}</strong> <span>{t('shell.lastAnswer', { time })}</span> <span className="reach-banner__retry">{t('shell.retrying')}</span>
    </div>
  );
}
