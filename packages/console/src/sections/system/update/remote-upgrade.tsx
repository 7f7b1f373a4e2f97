import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { upgrade_remote } from '@rc/contract/ops/system/update';
import { callOp } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { upgradeFailureKey } from './upgrade-failure';
import type { useUpgradeRun } from './use-upgrade';

interface RemoteUpgradeProps {
  keep: '1' | '0';
  upgrade: ReturnType<typeof useUpgradeRun>;
}

const urlRule = upgrade_remote.input.shape.url;

/** Spec 2 "remote upgrade": the device downloads the image itself, under the same checks. */
export function RemoteUpgrade({ keep, upgrade }: RemoteUpgradeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = urlRule.safeParse(url.trim());
    if (!checked.success) return setError(url.trim() === '' ? 'validation.fileRequired' : (checked.error.issues[0]?.message ?? 'validation.httpUrl'));
    setError(undefined);
    setConfirming(true);
  };

  const send = () => {
    upgrade.start(() => callOp(upgrade_remote, { url: url.trim(), keep })).catch((failure: unknown) => setError(upgradeFailureKey(failure, 'url')));
  };

  return (
    <section className="system-update__block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="system-update__title">{t('system-update.remoteTitle')}</h2>
      <form className="system-update__form" noValidate onSubmit={submit}>
        <div className="settings-field">
          <label className="settings-field__label" htmlFor={id}>{t('system-update.url')}</label>
          <div className="settings-field__control">
            <div className="settings-field__input">
              <input
                id={id}
                className="field__input"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="http://"
                maxLength={2048}
                value={url}
                disabled={upgrade.busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(event) => setUrl(event.currentTarget.value)}
              />
            </div>
            <p id={`${id}-hint`} className="settings-field__hint">{t('system-update.urlHint')}</p>
            {error && <p id={`${id}-error`} className="settings-field__error" role="alert">{t(error)}</p>}
          </div>
        </div>
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={upgrade.busy}>{t('system-update.remoteUpgrade')}</button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('system-update.confirmTitle')}
        message={`${t('system-update.confirmRemote')}${keep === '0' ? ` ${t('system-update.confirmReset')}` : ''}`}
        confirmLabel={t('system-update.remoteUpgrade')}
        danger={keep === '0'}
        onConfirm={send}
      />
    </section>
  );
}
