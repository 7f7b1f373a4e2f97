import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@rc/contract/result-codes';
import { callOp } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { refs } from '../../lib/op-refs';
import { resultMessage } from '../../lib/operation';
import { getRole } from '../../lib/session';
import { toast } from '../../lib/toast';
import { Modal } from '../../ui/modal';
import { checkPasswordChange, type PasswordChange, type PasswordErrors } from './password-rules';

const empty: PasswordChange = { oldpassword: '', newpassword: '', confirm: '' };
const fields = ['oldpassword', 'newpassword', 'confirm'] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}

/**
 * Server verdicts as field errors: -10 the old password, -5 its lockout (a wrong old password
 * counts as a failed sign-in), -2 per field.
 */
function serverErrors(error: unknown): PasswordErrors | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === ResultCode.oldPasswordWrong) return { oldpassword: 'password.oldWrong' };
  if (error.code === ResultCode.lockedOut) return { oldpassword: 'password.lockedOut' };
  if (error.code !== ResultCode.invalidInput) return undefined;
  const found: PasswordErrors = {};
  for (const { field, key } of error.errors) if (field === 'oldpassword' || field === 'newpassword') found[field] = key;
  return Object.keys(found).length > 0 ? found : undefined;
}

/** Spec 2, 5: old, new and confirm; Enter confirms; the role comes from the ROLE cookie. */
export function ChangePasswordDialog({ open, onOpenChange, onChanged }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordChange>(empty);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [pending, setPending] = useState(false);
  const [retryAfter, setRetryAfter] = useState(0);

  function close(next: boolean) {
    if (!next) {
      setValues(empty);
      setErrors({});
    }
    onOpenChange(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setPending(true);
    try {
      await callOp(refs.change_password, { role: getRole(), oldpassword: values.oldpassword, newpassword: values.newpassword });
      toast.success(t('password.updated'));
      close(false);
      onChanged();
    } catch (error) {
      const fromServer = serverErrors(error);
      if (isApiError(error)) setRetryAfter(error.retryAfter ?? 0);
      if (fromServer) setErrors(fromServer);
      else if (isApiError(error) && !error.handled) toast.error(resultMessage(error.code));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={close} title={t('password.change')}>
      <form className="modal__form" noValidate onSubmit={onSubmit}>
        {fields.map((name) => (
          <div className="field" key={name}>
            <label className="field__label" htmlFor={`password-${name}`}>
              {t(`password.${name}`)}
            </label>
            <input
              id={`password-${name}`}
              className="field__input"
              type="password"
              autoComplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
              value={values[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `password-${name}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
            {errors[name] && (
              <p id={`password-${name}-error`} className="field__error" role="alert">
                {t(errors[name], { seconds: retryAfter })}
              </p>
            )}
          </div>
        ))}
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => close(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
