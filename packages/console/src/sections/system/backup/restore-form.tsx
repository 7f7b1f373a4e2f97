import i18next from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import type { FieldError } from '@rc/contract/result-codes';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { toast } from '../../../lib/toast';
import { FileField } from '../../../ui/file-field';
import { ProgressBar } from '../../../ui/progress-bar';
import { RestorePreviewDialog } from './restore-preview-dialog';
import { checkBackupFile, useRestoreUpload, type RestorePreview } from './use-restore';

/**
 * Spec 2 "restore": a backup file of this device, refused with the reason beside it, or previewed
 * (what it changes, who made it) and applied only once the administrator says so (issue 26).
 */
export function RestoreForm() {
  const { t } = useTranslation();
  const id = useId();
  const { state, upload } = useRestoreUpload();
  const [file, setFile] = useState<File | undefined>();
  // The device's refusal may name what it refused (params of its key).
  const [error, setError] = useState<Pick<FieldError, 'key' | 'params'> | undefined>();
  const [preview, setPreview] = useState<RestorePreview>();
  const sending = state.phase === 'sending';

  const choose = async (chosen: File | undefined) => {
    setFile(chosen);
    const refused = chosen && (await checkBackupFile(chosen));
    setError(refused ? { key: refused } : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError({ key: 'system-backup.fileRequired' });
    if (error) return;
    upload(file).then(setPreview, (failure: unknown) => setError(placeFailure(failure)));
  };

  return (
    <form className="page-sections__form" noValidate onSubmit={submit}>
      <FileField
        id={id}
        label={t('system-backup.file')}
        hint={t('system-backup.fileHint')}
        accept=".gz,.tgz,application/gzip"
        disabled={sending}
        error={error && t(error.key, error.params)}
        onChoose={(chosen) => void choose(chosen)}
      />
      {sending && (
        <div role="status" aria-live="polite">
          <ProgressBar
            label={t('system-backup.uploading')}
            percent={state.total > 0 ? Math.floor((state.sent / state.total) * 100) : undefined}
            detail={`${formatBytes(state.sent, 1)} / ${formatBytes(state.total, 1)}`}
          />
        </div>
      )}
      <div className="settings-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>{t('system-backup.restore')}</button>
      </div>
      {preview && <RestorePreviewDialog preview={preview} onClose={() => setPreview(undefined)} />}
    </form>
  );
}

/** A refusal of the file (-11) goes beside it; anything else is a toast unless already reported. */
function placeFailure(failure: unknown): FieldError | undefined {
  if (isApiError(failure)) {
    const placed = failure.errors.find((item) => item.field === 'file');
    if (placed) return placed;
    if (!failure.handled) toast.error(resultMessage(failure.code));
    return undefined;
  }
  toast.error(i18next.t('common.operationFailed'));
  return undefined;
}
