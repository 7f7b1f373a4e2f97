import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sms_send } from '@rc/contract/ops/network/sms';
import { SmsLimits, smsParts } from '@rc/contract/sms-text';
import { isApiError } from '../../../lib/api-error';
import { FieldRow } from '../../../ui/field-row';
import { PageSection } from '../../../ui/page-section';
import { useSmsSend } from './use-sms';

type Errors = Partial<Record<'number' | 'text', string>>;

/** Send a text to one number, its length and parts counted as it is typed (160 GSM-7 / 70 UCS-2 a message). */
export function SmsCompose() {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSmsSend();
  const parts = smsParts(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = sms_send.input.safeParse({ number, text });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => setText(''),
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.key])));
      },
    });
  };

  return (
    <PageSection title={t('network-sms.compose')}>
      <form className="sms-compose" onSubmit={submit} noValidate>
        <FieldRow
          id={`${id}-number`}
          label={t('network-sms.number')}
          hint={t('network-sms.numberHint')}
          error={errors.number && t(errors.number)}
          input={(aria) => <input id={`${id}-number`} className="field__input" inputMode="tel" autoComplete="off" maxLength={SmsLimits.numberMax + 1} value={number} onChange={(e) => setNumber(e.target.value)} {...aria} />}
        />
        <FieldRow
          id={`${id}-text`}
          label={t('network-sms.text')}
          hint={t('network-sms.counter', { count: parts.units, perPart: parts.perPart, parts: parts.parts, encoding: t(`network-sms.encodings.${parts.encoding}`) })}
          error={errors.text && t(errors.text, { max: SmsLimits.maxParts })}
          input={(aria) => <textarea id={`${id}-text`} className="field__input sms-compose__text" rows={4} value={text} onChange={(e) => setText(e.target.value)} {...aria} />}
        />
        <div className="sms-page__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('network-sms.sending') : t('network-sms.send')}
          </button>
        </div>
      </form>
    </PageSection>
  );
}
