import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import { upgrade_local } from '@rc/contract/ops/system/update';
import { ValidationKey } from '@rc/contract/datatypes';
import { uploadOp } from '../../../lib/upload-op';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { checkImageFile, type ImageFileCheck } from './check-image-file';
import { upgradeFailureKey } from './upgrade-failure';
import type { useUpgradeRun } from './use-upgrade';

interface LocalUpgradeProps {
  model: string;
  maxImageBytes: number;
  keep: '1' | '0';
  upgrade: ReturnType<typeof useUpgradeRun>;
}

/** Spec 2 "local upgrade": an image from this computer, checked here first, sent with progress. */
export function LocalUpgrade({ model, maxImageBytes, keep, upgrade }: LocalUpgradeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [check, setCheck] = useState<ImageFileCheck | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setFile(chosen);
    setError(undefined);
    setCheck(undefined);
    if (chosen) setCheck(await checkImageFile(chosen, model, maxImageBytes));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(ValidationKey.fileRequired);
    if (check && !check.ok) return setError(check.key);
    setConfirming(true);
  };

  const send = () => {
    if (!file) return;
    upgrade
      .start((onSent) => uploadOp(upgrade_local, { keep }, file, { onProgress: onSent }))
      .catch((failure: unknown) => setError(upgradeFailureKey(failure, 'file')));
  };

  const shownError = error ?? (check && !check.ok ? check.key : undefined);
  const meta = check?.ok ? check.meta : undefined;
  return (
    <section className="system-update__block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="system-update__title">{t('system-update.localTitle')}</h2>
      <form className="system-update__form" noValidate onSubmit={submit}>
        <div className="settings-field">
          <label className="settings-field__label" htmlFor={id}>{t('system-update.file')}</label>
          <div className="settings-field__control">
            <input
              id={id}
              className="field__input system-update__file"
              type="file"
              accept=".bin,.img,application/octet-stream"
              disabled={upgrade.busy}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
            <p id={`${id}-hint`} className="settings-field__hint">{t('system-update.fileHint', { model, size: formatBytes(maxImageBytes, 0) })}</p>
            {meta && (
              <p className="system-update__chosen">
                {t('system-update.chosen', { version: meta.version, model: meta.model, date: meta.buildDate })}
                {meta.description && <span className="system-update__description">{meta.description}</span>}
              </p>
            )}
            {shownError && <p id={`${id}-error`} className="settings-field__error" role="alert">{t(shownError)}</p>}
          </div>
        </div>
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={upgrade.busy}>{t('system-update.upgrade')}</button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('system-update.confirmTitle')}
        message={`${t('system-update.confirmLocal', { version: meta?.version ?? file?.name ?? '' })}${keep === '0' ? ` ${t('system-update.confirmReset')}` : ''}`}
        confirmLabel={t('system-update.upgrade')}
        danger={keep === '0'}
        onConfirm={send}
      />
    </section>
  );
}
