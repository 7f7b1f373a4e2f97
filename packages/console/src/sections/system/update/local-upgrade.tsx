import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import { upgrade_local } from '@rc/contract/ops/system/update';
import { ValidationKey } from '@rc/contract/datatypes';
import type { FirmwareImageFormat } from '@rc/contract/firmware-image';
import { uploadOp } from '../../../lib/upload-op';
import { FileField } from '../../../ui/file-field';
import { checkImageFile, type ImageFileCheck } from './check-image-file';
import { fileRefusalParams, upgradeFailureKey } from './upgrade-failure';
import { UpgradeForm } from './upgrade-form';
import type { UpgradeChoice, useUpgradeRun } from './use-upgrade';
import { OutsideText } from '../../../ui/outside-text';

interface LocalUpgradeProps {
  model: string;
  maxImageBytes: number;
  imageFormat: FirmwareImageFormat;
  choice: UpgradeChoice;
  upgrade: ReturnType<typeof useUpgradeRun>;
}

/** Spec 2 "local upgrade": an image from this computer, checked here first, sent with progress. */
export function LocalUpgrade({ model, maxImageBytes, imageFormat, choice, upgrade }: LocalUpgradeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [check, setCheck] = useState<ImageFileCheck | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Record<string, string> | undefined>();

  const choose = async (chosen: File | undefined) => {
    setFile(chosen);
    setError(undefined);
    setRefusal(undefined);
    setCheck(undefined);
    if (chosen) setCheck(await checkImageFile(chosen, model, maxImageBytes, imageFormat));
  };

  const validate = () => {
    if (!file) setError(ValidationKey.fileRequired);
    else if (check && !check.ok) setError(check.key);
    else return true;
    return false;
  };

  const send = () => {
    if (!file) return;
    upgrade
      .start((onSent) => uploadOp(upgrade_local, choice, file, { onProgress: onSent }))
      .catch((failure: unknown) => {
        setError(upgradeFailureKey(failure, 'file'));
        setRefusal(fileRefusalParams(failure));
      });
  };

  const shownError = error ?? (check && !check.ok ? check.key : undefined);
  const meta = check?.ok ? check.meta : undefined;
  return (
    <UpgradeForm
      title={t('system-update.localTitle')}
      submitLabel={t('system-update.upgrade')}
      confirmMessage={t('system-update.confirmLocal', { version: meta?.version ?? file?.name ?? '' })}
      keep={choice.keep}
      sysupgrade={imageFormat === 'sysupgrade'}
      busy={upgrade.busy}
      validate={validate}
      onConfirm={send}
    >
      <FileField
        id={id}
        label={t('system-update.file')}
        hint={t(imageFormat === 'sysupgrade' ? 'system-update.sysupgradeHint' : 'system-update.fileHint', { model, size: formatBytes(maxImageBytes, 0) })}
        accept=".bin,.img,application/octet-stream"
        disabled={upgrade.busy}
        error={shownError && [t(shownError, refusal), refusal?.reason && t('system-update.systemSaid', { reason: refusal.reason })].filter(Boolean).join(' ')}
        onChoose={(chosen) => void choose(chosen)}
      >
        {meta && (
          <p className="system-update__chosen">
            {t('system-update.chosen', { version: meta.version, model: meta.model, date: meta.buildDate })}
            {meta.description && <OutsideText className="system-update__description" text={meta.description} />}
          </p>
        )}
      </FileField>
    </UpgradeForm>
  );
}
