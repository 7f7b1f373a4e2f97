import { useTranslation } from 'react-i18next';
import { passwordStrength, strengthLevels } from './password-strength';
import type { StepProps } from './step-props';
import { WizardField } from './wizard-field';

/** Step 1: the new admin password, twice, with how strong it is (the change-password dialog's rules). */
export function PasswordStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  const strength = passwordStrength(values.password);
  return (
    <>
      <p className="first-start__lead">{t('firstStart.password.lead')}</p>
      <WizardField id="first-start-password" label={t('password.newpassword')} value={values.password} onChange={(password) => change({ password })} error={errors.password} secret autoComplete="new-password" />
      {values.password !== '' && (
        <p className={`first-start__strength first-start__strength--${strength}`} aria-live="polite">
          <span className="first-start__meter" aria-hidden="true">
            {strengthLevels.map((level, index) => (
              <span key={level} className={index <= strengthLevels.indexOf(strength) ? 'first-start__bar first-start__bar--on' : 'first-start__bar'} />
            ))}
          </span>
          {t('firstStart.password.strength', { level: t(`firstStart.password.levels.${strength}`) })}
        </p>
      )}
      <WizardField id="first-start-confirm" label={t('password.confirm')} value={values.confirm} onChange={(confirm) => change({ confirm })} error={errors.confirm} secret autoComplete="new-password" />
    </>
  );
}
