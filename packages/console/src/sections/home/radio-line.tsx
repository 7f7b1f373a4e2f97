import { useTranslation } from 'react-i18next';
import type { get_radio_status } from '@rc/contract/ops/network/radio';
import { opRef } from '../../lib/op-ref';
import { useOp } from '../../lib/use-op';
import { Link } from '../../ui/link';
import { technologyName } from '../../ui/radio-quality';

// Schema-free, as the rest of the home page (DESIGN budgets): every other reading is on the 3G/4G tab.
const radioRef = opRef<typeof get_radio_status>('get_radio_status', 'GET');

/** The 4G card's radio row (issue 31.1): technology and band, a link to the rest; the signal is the card's own row (issue 42.2). */
export function RadioLine() {
  const { t } = useTranslation();
  const { data } = useOp(radioRef, {}, { refetchInterval: 10_000 });
  if (!data?.present) return null;
  // Unchecked here (no schema on the home page): a field the device left out shows as nothing.
  const band = [data.band, data.nrBand].filter((name) => typeof name === 'string' && name).join(' + ');
  return (
    <p className="card__body" data-testid="home-radio">
      <Link to="/network/net_type">{t('home.radio')}</Link> {technologyName(data.technology)} {band}
    </p>
  );
}
