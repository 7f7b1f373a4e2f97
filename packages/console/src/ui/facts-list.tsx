import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Timing } from '@rc/contract/constants';
import { formatDeviceTime } from '../lib/device-time';
import { refs } from '../lib/op-refs';
import { useNow } from '../lib/use-now';
import { useOp } from '../lib/use-op';
import './facts-list.css';

export interface Fact {
  key: string;
  /** Translated text. */
  label: string;
  /** Rendered as given; device-provided text must be passed as a string, never as markup. */
  value: ReactNode;
  /** Identifiers (MAC, IMEI, ICCID) in a monospaced font. */
  mono?: boolean;
}

/** A status block as label/value pairs that wrap into columns (one column at 375 px). */
export function FactsList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className="facts-list" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.key} className="facts-list__item">
          <dt>{fact.label}</dt>
          <dd className={fact.mono ? 'facts-list__mono' : undefined}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// One fact on its own: in this module so that the pages showing it load no chunk of its own (DESIGN budgets).
/**
 * The device's own clock in its time zone, ticking between polls as the footer's: schedules
 * (time settings, parental control, reboot schedule) run on it, not on the browser's clock.
 */
export function DeviceTimeLine() {
  const { t, i18n } = useTranslation();
  const { data, dataUpdatedAt } = useOp(refs.get_web_msg, {}, { refetchInterval: Timing.uptimePollMs, staleTime: 0 });
  const now = useNow(1_000);
  if (typeof data?.localtime !== 'number' || !(data.zonename || data.timezone)) return null;
  const clock = data.localtime + Math.max(0, now - dataUpdatedAt);
  const zone = typeof data.zonename === 'string' ? data.zonename : '';
  return (
    <p className="device-time-line" data-testid="device-time">
      <span className="device-time-line__label">{t('shell.footer.time')}</span>{' '}
      <time className="device-time-line__clock">{formatDeviceTime(clock, zone, typeof data.timezone === 'string' ? data.timezone : '', i18n.language)}</time>
      {zone && <span className="device-time-line__zone"> ({zone})</span>}
    </p>
  );
}
