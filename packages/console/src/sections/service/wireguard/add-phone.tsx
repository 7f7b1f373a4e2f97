import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { add_wireguard_phone } from '@rc/contract/ops/service/wireguard';
import { get_wan_status } from '@rc/contract/ops/network/wan';
import { isPrivateWanAddress } from '@rc/contract/wan-reach';
import { useOp } from '../../../lib/use-op';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { QrSymbol } from '../../../ui/qr-symbol';
import { useAddPhone } from './use-wireguard';

type Field = 'description' | 'endpointHost';

/**
 * *Add a phone*: the device makes the phone's key pair and answers its configuration once;
 * it lives only in this component's state, shown as a QR code for the WireGuard app and as a
 * .conf download, and is gone when the page is left.
 */
export function AddPhone() {
  const { t } = useTranslation();
  const addPhone = useAddPhone();
  const id = useId();
  // The phone dials the router from the internet: its WAN address, until the administrator
  // types a DDNS name (the browser's own host is the LAN address, which a phone outside cannot reach).
  // A private or CGNAT WAN address is no such address: the field stays empty for a DDNS name.
  const wan = useOp(get_wan_status, {});
  const [values, setValues] = useState<Record<Field, string>>({ description: '', endpointHost: '' });
  const wanAddress = typeof wan.data?.ipaddr === 'string' && !isPrivateWanAddress(wan.data.ipaddr) ? wan.data.ipaddr : '';
  useEffect(() => {
    if (wanAddress) setValues((current) => (current.endpointHost ? current : { ...current, endpointHost: wanAddress }));
  }, [wanAddress]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [config, setConfig] = useState<{ name: string; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = add_wireguard_phone.input.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await addPhone(values.description, values.endpointHost);
      setConfig({ name: values.description, text: answer.config });
      toast.success(t('common.operationSucceeded'));
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((item) => [item.field, item.key])));
      else toast.error(t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, hint: string) => (
    <div className="wireguard__field">
      <label htmlFor={`${id}-${field}`}>{t(label)}</label>
      <input
        id={`${id}-${field}`}
        className="field__input"
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={`${id}-${field}-hint`}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
      <p id={`${id}-${field}-hint`} className={errors[field] ? 'wireguard__error' : 'wireguard__hint'} role={errors[field] ? 'alert' : undefined}>
        {t(errors[field] ?? hint)}
      </p>
    </div>
  );

  return (
    <div className="wireguard__phone">
      <p>{t('wireguard.phoneIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="wireguard__form">
        {input('description', 'wireguard.phoneName', 'wireguard.phoneNameHint')}
        {input('endpointHost', 'wireguard.endpointHost', 'wireguard.endpointHostHint')}
        <button type="submit" className="button button--primary" disabled={busy}>{t('wireguard.addPhone')}</button>
      </form>
      {config && (
        <div className="wireguard__config">
          <QrSymbol className="wifi-qr__symbol" text={config.text} label={t('wireguard.qrLabel', { name: config.name, interpolation: { escapeValue: false } })} />
          <p className="wireguard__hint">{t('wireguard.onceHint')}</p>
          <a className="button" download={`${tunnelFileName(config.name)}.conf`} href={`data:text/plain;charset=utf-8,${encodeURIComponent(config.text)}`}>
            {t('wireguard.download')}
          </a>
          <pre className="wireguard__text">{config.text}</pre>
        </div>
      )}
    </div>
  );
}

/**
 * The file name the phone's app takes as the tunnel's name: the WireGuard apps and wg-quick accept
 * only [A-Za-z0-9_=+.-], at most 15 characters ("Anna's phone" -> Anna-s-phone).
 */
export function tunnelFileName(description: string): string {
  return description.replace(/[^A-Za-z0-9_=+.-]+/g, '-').replace(/^-+/, '').slice(0, 15).replace(/-+$/, '') || 'wireguard';
}
