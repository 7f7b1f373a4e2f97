import { useTranslation } from 'react-i18next';
import { useCellularAlerts } from '../../lib/use-cellular-alerts';
import { Link } from '../../ui/link';

/** New messages on the modem (issue 31.4): a count that opens the SMS tab. */
export function SmsBadge() {
  const { t } = useTranslation();
  const unread = useCellularAlerts().data?.unreadSms ?? 0;
  if (unread <= 0) return null;
  return (
    <Link to="/network/sms" className="app-header__sms" aria-label={t('shell.smsBadge', { count: unread })}>
      ✉<b>{unread}</b>
    </Link>
  );
}
