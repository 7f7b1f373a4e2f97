import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isUssdCode, SmsKey } from '@rc/contract/sms-text';
import { failureMessage } from '../../../lib/result-message';
import { isApiError } from '../../../lib/api-error';
import { FieldRow } from '../../../ui/field-row';
import { PageSection } from '../../../ui/page-section';
import { useUssd } from './use-sms';

/** A USSD request (a balance query such as *100#) and the network's answer. */
export function UssdQuery() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('*100#');
  const [error, setError] = useState<string>();
  const ussd = useUssd();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isUssdCode(code)) return setError(t(SmsKey.ussd));
    setError(undefined);
    ussd.mutate(code, { onError: (err) => setError(isApiError(err) ? (err.errors[0] ? t(err.errors[0].key) : failureMessage(err)) : t('common.operationFailed')) });
  };
  return (
    <PageSection title={t('network-sms.ussd')}>
      <form onSubmit={submit} noValidate>
        <FieldRow
          id={`${id}-code`}
          label={t('network-sms.ussdCode')}
          hint={t('network-sms.ussdHint')}
          error={error}
          input={(aria) => <input id={`${id}-code`} className="field__input" inputMode="tel" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} {...aria} />}
        />
        <div className="sms-page__actions">
          <button type="submit" className="button" disabled={ussd.isPending}>
            {ussd.isPending ? t('network-sms.sending') : t('network-sms.ussdSend')}
          </button>
        </div>
      </form>
      {ussd.data && (
        <p className="sms-page__answer" role="status" aria-label={t('network-sms.ussdAnswer')}>
          {ussd.data.answer}
        </p>
      )}
    </PageSection>
  );
}
