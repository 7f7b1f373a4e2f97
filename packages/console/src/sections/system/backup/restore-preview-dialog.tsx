import i18next from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestoreError } from '@rc/contract/backup-archive';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/result-message';
import { toast } from '../../../lib/toast';
import { ConfigChangeList } from '../../../ui/config-changes';
import { Modal } from '../../../ui/modal';
import { NotRestoredList } from './not-restored-list';
import { applyRestore, cancelRestore, type RestorePreview } from './use-restore';

// The account files a backup of this router restores (contract backupAccountFiles), by their string keys.
const accountKeys: Record<RestorePreview['accounts'][number], string> = { 'admin.json': 'admin', 'samba-passwd.json': 'samba' };

interface RestorePreviewDialogProps {
  preview: RestorePreview;
  /** the dialog is done: applied, cancelled, or the device no longer holds the restore */
  onClose: () => void;
}

/** Issue 26: what the backup changes, what it leaves out (issue 39.3) and who made it, before anything is applied. */
export function RestorePreviewDialog({ preview, onClose }: RestorePreviewDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const acceptRef = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [applying, setApplying] = useState(false);
  const foreign = preview.origin !== 'thisUnit';

  const cancel = () => {
    cancelRestore(preview.restoreId);
    onClose();
  };

  const apply = () => {
    if (foreign && !accepted) {
      setError(RestoreError.foreignNotAccepted);
      acceptRef.current?.focus();
      return;
    }
    setApplying(true);
    applyRestore(preview.restoreId, foreign && accepted).then(
      () => {
        toast.success(t('system-backup.restored'));
        onClose();
      },
      (failure: unknown) => {
        setApplying(false);
        const placed = isApiError(failure) ? failure.errors.find((item) => item.field === 'acceptForeign') : undefined;
        if (placed) return setError(placed.key);
        if (!isApiError(failure)) toast.error(i18next.t('common.operationFailed'));
        else if (!failure.handled) toast.error(failureMessage(failure));
        onClose();
      },
    );
  };

  return (
    <Modal open onOpenChange={(open) => !open && !applying && cancel()} title={t('system-backup.previewTitle')} description={t(preview.files.length > 0 ? 'system-backup.previewIntro' : 'system-backup.noChanges')} role="alertdialog">
      <div className="restore-preview">
        <p className={`restore-preview__origin restore-preview__origin--${preview.origin}`}>
          <strong>{t(foreign ? 'system-backup.elsewhere' : 'system-backup.thisUnit')}</strong>
          <span>{t(foreign ? 'system-backup.elsewhereText' : 'system-backup.thisUnitText')}</span>
        </p>
        {preview.files.length > 0 && <ConfigChangeList files={preview.files} />}
        {preview.accounts.length > 0 && (
          <p className="restore-preview__accounts">{t('system-backup.accounts', { accounts: preview.accounts.map((name) => t(`system-backup.account.${accountKeys[name]}`)).join(t('system-backup.listSeparator')) })}</p>
        )}
        <NotRestoredList parts={preview.notRestored} />
        {preview.skipped.length > 0 && <p className="restore-preview__skipped">{t('system-backup.skipped', { paths: preview.skipped.join(', ') })}</p>}
        {foreign && (
          <div className="restore-preview__accept">
            <label htmlFor={id}>
              <input
                ref={acceptRef}
                id={id}
                type="checkbox"
                checked={accepted}
                disabled={applying}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  setError(undefined);
                }}
              />
              {t('system-backup.acceptForeign')}
            </label>
            {error && <p id={`${id}-error`} className="settings-field__error" role="alert">{t(error)}</p>}
          </div>
        )}
      </div>
      <div className="modal__actions">
        <button type="button" className="button" disabled={applying} onClick={cancel}>{t('common.cancel')}</button>
        <button type="button" className="button button--danger" disabled={applying} onClick={apply}>{t('system-backup.apply')}</button>
      </div>
    </Modal>
  );
}
