import { useTranslation } from 'react-i18next';
import { radioQuality, type RadioMetric } from '@rc/contract/radio/radio-quality';
import './radio-quality.css';

/** The quality word of one reading, coloured (thresholds: contract radio/radio-quality.ts). */
export function RadioQualityBadge({ metric, value }: { metric: RadioMetric; value: number | null | undefined }) {
  const { t } = useTranslation();
  const quality = radioQuality(metric, value);
  if (!quality) return null;
  return <span className={`badge radio-quality radio-quality--${quality}`}>{t(`home.radioQuality.${quality}`)}</span>;
}

const technologyNames: Record<string, string> = { lte: 'LTE', nr5g_nsa: '5G NSA', nr5g_sa: '5G SA', wcdma: 'WCDMA', gsm: 'GSM' };

/** LTE, 5G NSA, 5G SA, WCDMA, GSM: the names every operator and modem uses, in every language. */
export const technologyName = (technology: string) => technologyNames[technology] ?? '--';
