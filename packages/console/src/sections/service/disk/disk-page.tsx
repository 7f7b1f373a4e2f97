import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import { Bytes } from '../../../ui/bytes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { PageSection } from '../../../ui/page-section';
import { get_samba } from '@rc/contract/ops/service/samba';
import { useOp } from '../../../lib/use-op';
import { shareAddresses } from '../file/share-address';
import { FormatDialog } from './format-dialog';
import { PartitionActions } from './partition-actions';
import { ShareDialog } from './share-dialog';
import { useDiskAction, useDisks, type Partition } from './use-disks';
import '../../../ui/page-sections.css';
import './disk-page.css';
import { OutsideText } from '../../../ui/outside-text';

/** Service > Disk management (spec 2): the USB disks' and cards' partitions; share, eject (unmount), mount, format. */
export function DiskPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error } = useDisks();
  const action = useDiskAction();
  const [formatting, setFormatting] = useState<Partition | null>(null);
  const [unmounting, setUnmounting] = useState<Partition | null>(null);

  const [sharing, setSharing] = useState<Partition | null>(null);
  const samba = useOp(get_samba, {});
  const unmount = (p: Partition) => (p.shared ? setUnmounting(p) : action.mutate({ action: 'unmount', id: p.id }));
  const buttons = (p: Partition) => (
    <PartitionActions
      partition={p}
      busy={action.isPending}
      onMount={() => action.mutate({ action: 'mount', id: p.id })}
      onEject={() => unmount(p)}
      onShare={() => setSharing(p)}
      onFormat={() => setFormatting(p)}
    />
  );
  const sharedAs = (p: Partition) => {
    if (!p.shared) return '--';
    const address = shareAddresses(samba.data?.server ?? '', p.shared);
    return (
      <span className="disk-page__share">
        <span>{address.windows}</span>
        <span>{address.mac}</span>
      </span>
    );
  };

  const columns: Column<Partition>[] = [
    { key: 'id', header: t('disk.partition'), cell: (p) => <span><strong>{p.id}</strong><br /><span className="disk-page__disk">{p.disk}</span></span> },
    // Issue 43.3: size with the file system, usage under the mount point, so that the table fits its card at 1024-1440 px.
    {
      key: 'fstype',
      header: t('disk.fstypeSize'),
      cell: (p) => (
        <span className="disk-page__stack">
          <span>
            <span>{p.fstype || t('disk.noFilesystem')}</span> · <Bytes value={p.sizeBytes} decimals={1} />
          </span>
          {p.label && <OutsideText className="disk-page__disk" text={p.label} />}
        </span>
      ),
    },
    {
      key: 'target',
      header: t('disk.target'),
      cell: (p) =>
        p.mounted === '1' ? (
          <span className="disk-page__stack">
            <span>{p.target}</span>
            <span className="disk-page__disk">{t('disk.usageValue', { used: formatBytes(p.usedBytes, 1), free: formatBytes(p.freeBytes, 1) })}</span>
          </span>
        ) : (
          t('disk.notMountedState')
        ),
    },
    { key: 'shared', header: t('disk.sharedAs'), cell: sharedAs },
    { key: 'actions', header: t('disk.actions'), cell: buttons },
  ];

  return (
    <div className="page-sections">
      <PageSection title={t('disk.title')}>
        {isError && <LoadFailedAlert error={error} />}
        <DataTable caption={t('disk.caption')} columns={columns} rows={data?.partitions ?? []} rowKey={(p) => p.id} empty={isPending ? t('form.loading') : t('disk.empty')} />
        <p className="settings-field__hint">{t('disk.note')}</p>
      </PageSection>
      <FormatDialog partition={formatting} onClose={() => setFormatting(null)} />
      <ShareDialog partition={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={unmounting !== null}
        onOpenChange={(open) => !open && setUnmounting(null)}
        title={unmounting ? t('disk.unmountTitle', { id: unmounting.id }) : ''}
        message={unmounting ? t('disk.unmountQuestion', { id: unmounting.id, target: unmounting.target, share: unmounting.shared }) : ''}
        confirmLabel={t('disk.eject')}
        danger
        onConfirm={() => unmounting && action.mutate({ action: 'unmount', id: unmounting.id })}
      />
    </div>
  );
}
