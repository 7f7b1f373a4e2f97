import { useTranslation } from 'react-i18next';
import { radioQuality, type RadioMetric } from '@rc/contract/radio/radio-quality';
import { technologyNames } from '@rc/contract/ops/network/radio-technologies';

// Green, blue, amber, red: the theme's own colours. Inline, so that the home page carries no CSS for it.
const tones = { excellent: 'success', good: 'primary', fair: 'warning', poor: 'danger' } as const;

/** The quality word of one reading, coloured (thresholds: contract radio/radio-quality.ts). */
export function RadioQualityBadge({ metric, value }: { metric: RadioMetric; value: number | null | undefined }) {
  const { t } = useTranslation();
  const quality = radioQuality(metric, value);
  if (!quality) return null;
  const tone = tones[quality];
  return (
    <span className={`badge radio-quality--${quality}`} style={{ marginInlineStart: '0.5rem', background: `var(--color-${tone}-soft)`, color: `var(--color-${tone})` }}>
      {t(`home.radioQuality.${quality}`)}
    </span>
  );
}

/** LTE, 5G NSA, 5G SA, WCDMA, GSM (contract radio-technologies.ts, as the device's network type names them). */
export const technologyName = (technology: string) => (technologyNames as Record<string, string>)[technology] || '--';
