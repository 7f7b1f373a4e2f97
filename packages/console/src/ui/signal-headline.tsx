import { useTranslation } from 'react-i18next';
import { radioQuality } from '@rc/contract/radio/radio-quality';
import { qualityBars, type HeadlineMetric } from '@rc/contract/radio/signal-headline';
import { RadioQualityBadge } from './radio-quality';
import { SignalBars } from './signal-bars';

interface SignalHeadlineProps {
  /** which reading `value` is; 'none' (or anything else the device left out) shows '--' */
  metric: HeadlineMetric | 'none' | undefined;
  /** dBm */
  value: number | null | undefined;
}

const names: Record<HeadlineMetric, string> = { rsrp: 'RSRP', rssi: 'RSSI' };

/**
 * Issue 42.2: the one signal value of the modem (contract radio/signal-headline.ts: RSRP, else
 * RSSI), its bars and its quality word: the same on the home page, the 3G/4G state and the Radio panel.
 */
export function SignalHeadlineValue({ metric, value }: SignalHeadlineProps) {
  const { t } = useTranslation();
  const quality = metric === 'rsrp' || metric === 'rssi' ? radioQuality(metric, value) : undefined;
  if (!quality || (metric !== 'rsrp' && metric !== 'rssi')) return <span data-testid="signal-headline">--</span>;
  const text = `${names[metric]} ${value} dBm`;
  return (
    <span className="signal-headline" data-testid="signal-headline">
      <SignalBars level={qualityBars[quality]} label={t('home.signalHeadline', { reading: text, quality: t(`home.radioQuality.${quality}`) })} />
      <span>{text}</span>
      <RadioQualityBadge metric={metric} value={value} />
    </span>
  );
}
