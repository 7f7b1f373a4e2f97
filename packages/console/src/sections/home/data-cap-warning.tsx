import { useTranslation } from 'react-i18next';
import { useCellularAlerts } from '../../lib/use-cellular-alerts';
import { Link } from '../../ui/link';

/** A SIM at 80 % or 100 % of its monthly data cap (issue 31.3): one line, linking to the SIMs tab. */
export function DataCapWarning() {
  const { t } = useTranslation();
  const caps = useCellularAlerts().data?.dataCaps ?? [];
  if (caps.length === 0) return null;
  return (
    <p className="home__cap-warning" role="status">
      {caps.map((cap) => t(cap.percent >= 100 ? 'home.capReached' : 'home.capNear', { slot: cap.slot.replace('sim', ''), percent: cap.percent })).join(' ')}{' '}
      <Link to="/network/sims">{t('home.capLink')}</Link>
    </p>
  );
}
