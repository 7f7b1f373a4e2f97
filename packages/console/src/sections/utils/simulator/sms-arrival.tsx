import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { simulator_receive_sms } from '@rc/contract/ops/utils/simulator';
import { SmsLimits } from '@rc/contract/sms-text';
import { isApiError } from '../../../lib/api-error';
import { FieldRow } from '../../../ui/field-row';
import { PageSection } from '../../../ui/page-section';
import { useReceiveSms } from './use-simulator';

type Errors = Partial<Record<'number' | 'text', string>>;

/** A text from any sender arrives in the modem's inbox, unread (Network > SMS). */
export function SmsArrival() {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const receive = useReceiveSms();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = simulator_receive_sms.input.safeParse({ number: number.trim(), text });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    receive.mutate(checked.data, {
      onSuccess: () => setText(''),
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.key])));
      },
    });
  };

  return (
    <PageSection title={t('utils-simulator.smsTitle')}>
      <form className="page-sections__form" onSubmit={submit} noValidate>
        <FieldRow
          id={`${id}-number`}
          label={t('utils-simulator.sender')}
          hint={t('utils-simulator.senderHint')}
          error={errors.number && t(errors.number)}
          input={(aria) => <input id={`${id}-number`} className="field__input" autoComplete="off" maxLength={SmsLimits.numberMax + 1} value={number} onChange={(e) => setNumber(e.target.value)} {...aria} />}
        />
        <FieldRow
          id={`${id}-text`}
          label={t('utils-simulator.smsText')}
          hint={t('utils-simulator.smsTextHint')}
          error={errors.text && t(errors.text, { max: SmsLimits.maxParts })}
          input={(aria) => <textarea id={`${id}-text`} className="field__input simulator-page__text" rows={3} value={text} onChange={(e) => setText(e.target.value)} {...aria} />}
        />
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={receive.isPending}>{t('utils-simulator.receive')}</button>
        </div>
      </form>
    </PageSection>
  );
}
