import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import { disk_format } from '@rc/contract/ops/service/disk';
import { DiskFilesystems, type DiskFilesystem } from '@rc/contract/ops/service/disk-fields';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { toast } from '../../../lib/toast';
import { FieldRow } from '../../../ui/field-row';
import { Modal } from '../../../ui/modal';
import { useDiskFormat, type Partition } from './use-disks';

interface Props {
  partition: Partition | null;
  onClose: () => void;
}

/** Destructive work asks first (DESIGN): the question names the partition, its label, size and disk. */
export function FormatDialog({ partition, onClose }: Props) {
  const { t } = useTranslation();
  const question = partition
    ? t('disk.formatQuestion', { id: partition.id, label: partition.label || t('disk.noLabel'), size: formatBytes(partition.sizeBytes, 1), disk: partition.disk })
    : '';
  return (
    <Modal open={partition !== null} onOpenChange={(open) => !open && onClose()} title={partition ? t('disk.formatTitle', { id: partition.id }) : ''} description={question} role="alertdialog">
      {partition && <FormatForm key={partition.id} partition={partition} onDone={onClose} />}
    </Modal>
  );
}

function FormatForm({ partition, onDone }: { partition: Partition; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useDiskFormat();
  const [fstype, setFstype] = useState<DiskFilesystem>('ext4');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ label?: string; other?: { key: string; params?: Record<string, string> } }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { id: partition.id, fstype, label };
    // The contract's own rule, so the dialog refuses what the device would.
    const checked = disk_format.input.safeParse(input);
    if (!checked.success) {
      setErrors({ label: checked.error.issues[0]?.message });
      return;
    }
    format.mutate(input, {
      onSuccess: () => {
        toast.success(t('disk.formatStarted', { id: partition.id }));
        onDone();
      },
      onError: (error) => {
        const first = isApiError(error) ? error.errors[0] : undefined;
        if (first) setErrors(first.field === 'label' ? { label: first.key } : { other: { key: first.key, params: first.params } });
        else if (!isApiError(error) || !error.handled) toast.error(isApiError(error) ? resultMessage(error.code) : t('common.operationFailed'));
      },
    });
  };

  return (
    <form className="modal__form" noValidate onSubmit={onSubmit}>
      <FieldRow
        id="format-fstype"
        label={t('disk.fstype')}
        hint={t('disk.fstypeHint')}
        error={undefined}
        input={(aria) => (
          <select id="format-fstype" className="field__input" value={fstype} onChange={(e) => setFstype(e.target.value as DiskFilesystem)} {...aria}>
            {DiskFilesystems.map((value) => (
              <option key={value} value={value}>{t(`disk.filesystems.${value}`)}</option>
            ))}
          </select>
        )}
      />
      <FieldRow
        id="format-label"
        label={t('disk.labelField')}
        hint={t('disk.labelHint')}
        error={errors.label && t(errors.label)}
        input={(aria) => <input id="format-label" className="field__input" value={label} onChange={(e) => setLabel(e.target.value)} {...aria} />}
      />
      {errors.other && <p className="field__error" role="alert">{t(errors.other.key, errors.other.params)}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDone}>{t('common.cancel')}</button>
        <button type="submit" className="button button--danger" disabled={format.isPending}>{t('disk.formatConfirm', { id: partition.id })}</button>
      </div>
    </form>
  );
}
