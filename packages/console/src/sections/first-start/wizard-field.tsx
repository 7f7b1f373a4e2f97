import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../ui/password-input';

interface WizardFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** an i18n key */
  error?: string;
  secret?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
}

/** A labelled text or password input with its error, as the tabs' forms show them. */
export function WizardField({ id, label, value, onChange, error, secret = false, autoComplete = 'off', hint }: WizardFieldProps) {
  const { t } = useTranslation();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'field__input',
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {secret ? <PasswordInput {...common} reveal /> : <input {...common} type="text" />}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
