import type { ReactNode } from 'react';
import './settings-form/settings-form.css';

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface FieldRowProps {
  /** the input's id */
  id: string;
  /** translated */
  label: string;
  /** translated */
  hint: string;
  /** translated; shown as an alert under the hint */
  error: string | undefined;
  /** the input, given what ties it to the hint and the error */
  input: (aria: FieldAria) => ReactNode;
  /** shown between the hint and the error */
  children?: ReactNode;
}

/** A settings-field row outside a SettingsForm, for an input the tab checks itself (a file, an address). */
export function FieldRow({ id, label, hint, error, input, children }: FieldRowProps) {
  const aria: FieldAria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
  };
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={id}>{label}</label>
      <div className="settings-field__control">
        {input(aria)}
        <p id={`${id}-hint`} className="settings-field__hint">{hint}</p>
        {children}
        {error && <p id={`${id}-error`} className="settings-field__error" role="alert">{error}</p>}
      </div>
    </div>
  );
}
