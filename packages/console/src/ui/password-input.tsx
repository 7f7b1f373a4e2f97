import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import './password-input.css';

/** A show/hide button, named after what it shows: a password, or a SIM's PIN. */
export type Reveal = boolean | 'pin';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Offer a show/hide button (spec: Wi-Fi keys can be shown on request). */
  reveal?: Reveal;
}

export function PasswordInput({ reveal = false, id, className, ...rest }: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const input = (
    <input {...rest} id={id} type={shown ? 'text' : 'password'} autoComplete={rest.autoComplete ?? 'new-password'} className={className} />
  );
  if (!reveal) return input;
  return (
    <span className="password-input">
      {input}
      <button
        type="button"
        className="password-input__reveal"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        {t(reveal === 'pin' ? 'form.showPin' : 'form.showPassword')}
      </button>
    </span>
  );
}
