import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { set_apclient } from '@rc/contract/ops/wifi/scan';
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/modal';
import { PasswordInput } from '../../../ui/password-input';
import { useConnect, type ApclientInput, type ScannedNetwork } from './use-scan';
import { OutsideText } from '../../../ui/outside-text';

type Errors = Partial<Record<'ssid' | 'key' | 'other', string>>;

interface Props {
  network: ScannedNetwork | null;
  onClose: () => void;
}

/** "Connect to a Wi-Fi" from the scan list: the network's name (typed for a hidden one) and password. */
export function ConnectDialog({ network, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={network !== null} onOpenChange={(open) => !open && onClose()} title={t('wifi-scan.connectTitle')} description={t('wifi-scan.connectNote')}>
      {network && <ConnectForm key={`${network.band}-${network.bssid}`} network={network} onDone={onClose} />}
    </Modal>
  );
}

function ConnectForm({ network, onDone }: { network: ScannedNetwork; onDone: () => void }) {
  const { t } = useTranslation();
  const connect = useConnect();
  const [ssid, setSsid] = useState(network.ssid);
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const open = network.encryption === 'none';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { enabled: '1', band: network.band, ssid, bssid: network.bssid, encryption: network.encryption, ...(open ? {} : { key }) };
    // The contract's own rules, so the dialog refuses what the device would.
    const checked = set_apclient.input.safeParse(input);
    if (!checked.success) {
      setErrors(toErrors(checked.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), key: issue.message }))));
      return;
    }
    connect.mutate(input as ApclientInput, {
      onSuccess: () => {
        toast.success(t('common.operationSucceeded'));
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ResultCode.invalidInput) setErrors(toErrors(error.errors));
        else if (!isApiError(error) || !error.handled) toast.error(isApiError(error) ? resultMessage(error.code) : t('common.operationFailed'));
      },
    });
  };

  return (
    <form className="modal__form" noValidate onSubmit={onSubmit}>
      {network.ssid ? (
        <p>
          {t('wifi.ssid')}: <strong className="wifi-page__ssid"><OutsideText text={network.ssid} /></strong>
        </p>
      ) : (
        <Field id="connect-ssid" label={t('wifi-scan.hiddenSsid')} error={errors.ssid}>
          <input id="connect-ssid" className="field__input" value={ssid} onChange={(e) => setSsid(e.target.value)} aria-invalid={errors.ssid ? true : undefined} aria-describedby={errors.ssid ? 'connect-ssid-error' : undefined} />
        </Field>
      )}
      {!open && (
        <Field id="connect-key" label={t('wifi.key')} error={errors.key}>
          <PasswordInput id="connect-key" className="field__input" reveal value={key} onChange={(e) => setKey(e.target.value)} aria-invalid={errors.key ? true : undefined} aria-describedby={errors.key ? 'connect-key-error' : undefined} />
        </Field>
      )}
      {errors.other && <p className="field__error" role="alert">{t(errors.other)}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={connect.isPending}>
          {t('wifi-scan.connect')}
        </button>
      </div>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

function toErrors(list: readonly { field: string; key: string }[]): Errors {
  const errors: Errors = {};
  for (const { field, key } of list) {
    const slot = field === 'ssid' || field === 'key' ? field : 'other';
    errors[slot] ??= key.startsWith('validation.') ? key : 'validation.invalid';
  }
  return errors;
}
