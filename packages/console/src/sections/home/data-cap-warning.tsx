import { useTranslation } from 'react-i18next';
import { useCellularAlerts } from '../../lib/use-cellular-alerts';
import { Link } from '../../ui/link';

/** A SIM at 80 % or more of its monthly data cap (issue 31.3): one line per SIM, to the SIMs tab. */
export function DataCapWarning() {
  const { t } = useTranslation();
  return (useCellularAlerts().data?.dataCaps ?? []).map((cap) => (
    <p key={cap.slot} className="home__cap-warning" role="status">
      <Link to="/network/sims">{t('home.dataCap', { slot: cap.slot.slice(3), percent: cap.percent })}</Link>
    </p>
  ));
}
