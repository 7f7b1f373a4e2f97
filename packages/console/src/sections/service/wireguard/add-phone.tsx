import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { add_wireguard_phone } from '@rc/contract/ops/service/wireguard';
import { PhoneTunnels, type PhoneTunnel } from '@rc/contract/ops/service/wireguard-fields';
import { get_wan_status } from '@rc/contract/ops/network/wan';
import { get_ddns } from '@rc/contract/ops/advanced/ddns';
import { isPrivateWanAddress } from '@rc/contract/wan-reach';
import { useOp } from '../../../lib/use-op';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/modal';
import { QrSymbol } from '../../../ui/qr-symbol';
import { useAddPhone } from './use-wireguard';

type Field = 'description' | 'endpointHost';
type Values = Record<Field, string> & { tunnel: PhoneTunnel };
interface PhoneConfig {
  name: string;
  text: string;
}

/**
 * *Add a phone* (issue 30.9): a dialog that asks the phone's name, the router's public address
 * and what goes through the tunnel, then fills itself with the QR code. The configuration lives
 * only in the dialog: closing it forgets it and the name, as the device keeps no private key.
 */
export function AddPhone({ clientOfServer = false }: { clientOfServer?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The device refuses it too (wireguard-settings.ts addPhone): wg0 is then in the wan zone.
  if (clientOfServer) return <p className="wireguard__phone">{t('wireguard.phoneWhileClient')}</p>;
  return (
    <div className="wireguard__phone">
      <p>{t('wireguard.phoneIntro')}</p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('wireguard.addPhone')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('wireguard.phoneTitle')}>
        {open && <PhoneDialogBody onClose={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}

function PhoneDialogBody({ onClose }: { onClose: () => void }) {
  const [config, setConfig] = useState<PhoneConfig | null>(null);
  return config ? <PhoneConfigShown config={config} onClose={onClose} /> : <PhoneForm onAdded={setConfig} onCancel={onClose} />;
}

/**
 * The phone dials the router from the internet: its DDNS name where one is kept up to date (it
 * follows a changing address), else its WAN address, unless private (CGNAT), until a name is typed.
 */
function usePublicWanAddress(): string {
  const wan = useOp(get_wan_status, {});
  const ddns = useOp(get_ddns, {}, { retry: false });
  if (ddns.data?.enabled === '1' && ddns.data.domain) return ddns.data.domain;
  return typeof wan.data?.ipaddr === 'string' && !isPrivateWanAddress(wan.data.ipaddr) ? wan.data.ipaddr : '';
}

function PhoneForm({ onAdded, onCancel }: { onAdded: (config: PhoneConfig) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const addPhone = useAddPhone();
  const id = useId();
  const wanAddress = usePublicWanAddress();
  const [values, setValues] = useState<Values>({ description: '', endpointHost: '', tunnel: 'full' });
  const typedHost = useRef(false);
  useEffect(() => {
    // A better suggestion (the DDNS name after the WAN address) replaces the last one, never what was typed.
    if (wanAddress) setValues((current) => (typedHost.current ? current : { ...current, endpointHost: wanAddress }));
  }, [wanAddress]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

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
      const answer = await addPhone(values);
      toast.success(t('wireguard.phoneAdded', { name: values.description }));
      onAdded({ name: values.description, text: answer.config });
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
        onChange={(event) => {
          if (field === 'endpointHost') typedHost.current = true;
          setValues({ ...values, [field]: event.target.value });
        }}
      />
      <p id={`${id}-${field}-hint`} className={errors[field] ? 'wireguard__error' : 'wireguard__hint'} role={errors[field] ? 'alert' : undefined}>
        {t(errors[field] ?? hint)}
      </p>
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="modal__form">
      {input('description', 'wireguard.phoneName', 'wireguard.phoneNameHint')}
      {input('endpointHost', 'wireguard.endpointHost', 'wireguard.endpointHostHint')}
      <fieldset className="wireguard__tunnel">
        <legend>{t('wireguard.tunnel')}</legend>
        {PhoneTunnels.map((tunnel) => (
          <label key={tunnel} className="wireguard__tunnel-choice">
            <input type="radio" name={`${id}-tunnel`} value={tunnel} checked={values.tunnel === tunnel} onChange={() => setValues({ ...values, tunnel })} />
            <span>
              {t(`wireguard.tunnels.${tunnel}`)}
              <small className="wireguard__hint">{t(`wireguard.tunnels.${tunnel}Hint`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy}>{t('wireguard.addPhone')}</button>
      </div>
    </form>
  );
}

function PhoneConfigShown({ config, onClose }: { config: PhoneConfig; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="wireguard__config">
      <QrSymbol className="wireguard__qr" text={config.text} label={t('wireguard.qrLabel', { name: config.name })} />
      <p className="wireguard__hint">{t('wireguard.onceHint')}</p>
      <a className="button" download={`${tunnelFileName(config.name)}.conf`} href={`data:text/plain;charset=utf-8,${encodeURIComponent(config.text)}`}>
        {t('wireguard.download')}
      </a>
      <details className="wireguard__details">
        <summary>{t('wireguard.showText')}</summary>
        <pre className="wireguard__text">{config.text}</pre>
      </details>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>{t('wireguard.done')}</button>
      </div>
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
