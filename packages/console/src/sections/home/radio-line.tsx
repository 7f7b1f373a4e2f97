import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import type { get_radio_status } from '@rc/contract/ops/network/radio';
import { opRef } from '../../lib/op-ref';
import { useOp } from '../../lib/use-op';
import { RadioQualityBadge, technologyName } from '../../ui/radio-quality';

// Schema-free, as the rest of the home page (DESIGN budgets): the details load with the 3G/4G tab.
const radioRef = opRef<typeof get_radio_status>('get_radio_status', 'GET');
const POLL_MS = 10_000;

/** The 4G card's radio row (issue 31.1): technology and band, RSRP and its word, a link to the rest. */
export function RadioLine() {
  const { t } = useTranslation();
  const { data } = useOp(radioRef, {}, { refetchInterval: POLL_MS });
  if (!data?.present) return null;
  // Unchecked here (no schema on the home page): a field the device left out shows as nothing.
  const band = [data.band, data.nrBand].filter((name) => typeof name === 'string' && name !== '').join(' + ');
  const rsrp = typeof data.rsrp === 'number' ? data.rsrp : null;
  return (
    <div>
      <dt>{t('home.radio')}</dt>
      <dd>
        <span>{`${technologyName(data.technology)} ${band}`.trim()}</span>
        {rsrp !== null && <span>{` · RSRP ${rsrp} dBm`}</span>}
        <RadioQualityBadge metric="rsrp" value={rsrp} />{' '}
        <Link to="/network/net_type">{t('home.radioDetails')}</Link>
      </dd>
    </div>
  );
}
