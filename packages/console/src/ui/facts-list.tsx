import type { ReactNode } from 'react';
import './facts-list.css';
import { OutsideText } from './outside-text';

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
          <dd className={fact.mono ? 'facts-list__mono' : undefined}>{typeof fact.value === 'string' ? <OutsideText text={fact.value} /> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
