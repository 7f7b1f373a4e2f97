import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin, type Credentials } from './use-login';
import { useSecondsLeft } from './use-seconds-left';

type FieldErrors = Partial<Record<keyof Credentials, string>>;

const empty: Credentials = { username: '', password: '' };

function validate(values: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (values.username.trim() === '') errors.username = 'login.usernameRequired';
  if (values.password === '') errors.password = 'login.passwordRequired';
  return errors;
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Spec 3: the credential fields are cleared once the login succeeded.
  const { state, submit } = useLogin(() => {
    setValues(empty);
    onSignedIn();
  });
  const lockedUntil = state.status === 'failed' ? state.lockedUntil : undefined;
  const secondsLeft = useSecondsLeft(lockedUntil);
  const pending = state.status === 'pending';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && !pending && secondsLeft === 0) void submit({ ...values, username: values.username.trim() });
  }

  function field(name: keyof Credentials, type: string, autoComplete: string) {
    const error = errors[name];
    return (
      <div className="field">
        <label className="field__label" htmlFor={`login-${name}`}>
          {t(`login.${name}`)}
        </label>
        <input
          id={`login-${name}`}
          className="field__input"
          type={type}
          name={name}
          autoComplete={autoComplete}
          // Issue 30.13: the administrator types the user name first.
          autoFocus={name === 'username'}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `login-${name}-error` : undefined}
          aria-required="true"
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
        {error && (
          <p id={`login-${name}-error`} className="field__error">
            {t(error)}
          </p>
        )}
      </div>
    );
  }

  const failure = state.status === 'failed' ? (secondsLeft > 0 ? t('login.lockedOut', { seconds: secondsLeft }) : state.message) : undefined;
  return (
    <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <p className="login-form__message" role="alert">
        {failure}
      </p>
      <button type="submit" className="button button--primary button--block" disabled={pending || secondsLeft > 0}>
        {pending ? t('login.pending') : t('login.submit')}
      </button>
    </form>
  );
}
