import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backup_download } from '@rc/contract/ops/system/backup';
import { runDeviceAction } from '../../../lib/device-action';
import { downloadOp } from '../../../lib/download-op';
import { runOperation } from '../../../lib/operation';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageSection } from '../../../ui/page-section';
import { RestoreForm } from './restore-form';
import '../../../ui/settings-form/settings-form.css';
import '../../../ui/page-sections.css';
import './backup-page.css';

/** System > Backup and restore (spec 2): download the configuration, restore it, or reset to factory. */
export function BackupPage() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  const download = () => {
    setDownloading(true);
    runOperation(downloadOp(backup_download), { success: 'system-backup.downloaded' })
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="page-sections">
      <PageSection title={t('system-backup.backupTitle')} className="system-backup__block">
        <p className="system-backup__text">{t('system-backup.backupText')}</p>
        <div>
          <button type="button" className="button button--primary" disabled={downloading} onClick={download}>
            {downloading ? t('system-backup.downloading') : t('system-backup.download')}
          </button>
        </div>
      </PageSection>
      <PageSection title={t('system-backup.restoreTitle')} className="system-backup__block">
        <RestoreForm />
      </PageSection>
      <PageSection title={t('system-backup.resetTitle')} className="system-backup__block">
        <p className="system-backup__text">{t('system-backup.resetText')}</p>
        <div>
          <button type="button" className="button button--danger" onClick={() => setConfirmReset(true)}>{t('system-backup.reset')}</button>
        </div>
      </PageSection>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('system-backup.resetTitle')}
        message={t('shell.resetConfirm')}
        detail={t('shell.resetDetail')}
        confirmLabel={t('system-backup.reset')}
        danger
        onConfirm={() => void runDeviceAction('reset')}
      />
    </div>
  );
}
