import { signalLevel, type SignalLevel } from '@rc/contract/format';
import { useTranslation } from 'react-i18next';
import './signal-bars.css';

const BARS = [1, 2, 3, 4] as const;

interface SignalBarsProps {
  /** A reading in dBm, or on the modem's own positive scale (spec 9). */
  value?: number;
  /** A level already known; wins over `value`. */
  level?: SignalLevel;
  /** Translated accessible name; 'signal level N of 4' when absent. */
  label?: string;
}

/** Spec 9: four bars from a signal reading (dBm or the modem's positive scale). */
export function SignalBars({ value = Number.NaN, level: given, label }: SignalBarsProps) {
  const { t } = useTranslation();
  const level = given ?? signalLevel(value);
  const name = label ?? t('form.signal.level', { level, max: BARS.length });
  return (
    <span className={`signal-bars signal-bars--${level}`} role="img" aria-label={name}>
      {BARS.map((bar) => (
        <span key={bar} className={bar <= level ? 'signal-bars__bar signal-bars__bar--on' : 'signal-bars__bar'} />
      ))}
    </span>
  );
}
