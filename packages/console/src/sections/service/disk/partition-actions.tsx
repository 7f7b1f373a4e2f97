import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../lib/duration-text';
import { ProgressBar } from '../../../ui/progress-bar';
import type { Partition } from './use-disks';

interface PartitionActionsProps {
  partition: Partition;
  busy: boolean;
  onMount: () => void;
  onEject: () => void;
  onShare: () => void;
  onFormat: () => void;
}

/**
 * A partition's row actions (issue 30.10): Share and Eject while it is mounted, Mount while not,
 * and Format in the row's menu (it needs the partition ejected first).
 */
export function PartitionActions({ partition: p, busy, onMount, onEject, onShare, onFormat }: PartitionActionsProps) {
  const { t } = useTranslation();
  // the percentage only where the device measures one; how long it has run in any case
  if (p.formatting === '1') return <ProgressBar label={t('disk.formatting', { id: p.id })} percent={p.progress} detail={t('disk.formatElapsed', { time: durationText(t, p.formatSeconds) })} />;
  const mounted = p.mounted === '1';
  return (
    <span className="disk-page__actions">
      {p.formatFailed !== undefined && (
        <span role="alert" className="disk-page__failed">
          {t('disk.formatFailed', { id: p.id, code: p.formatFailed })}
        </span>
      )}
      {mounted && !p.shared && (
        <button type="button" className="button button--primary" disabled={busy} onClick={onShare} aria-label={t('disk.shareEntry', { id: p.id })}>
          {t('disk.share')}
        </button>
      )}
      {mounted ? (
        <button type="button" className="button" disabled={busy} onClick={onEject} aria-label={t('disk.ejectEntry', { id: p.id })}>{t('disk.eject')}</button>
      ) : (
        <button type="button" className="button" disabled={busy || !p.fstype} onClick={onMount} aria-label={t('disk.mountEntry', { id: p.id })}>{t('disk.mount')}</button>
      )}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="button disk-page__more" aria-label={t('disk.moreEntry', { id: p.id })}>⋯</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="dropdown" align="end" sideOffset={4}>
            <DropdownMenu.Item className="dropdown__item" disabled={mounted} onSelect={onFormat}>
              {t('disk.format')}
            </DropdownMenu.Item>
            {mounted && <DropdownMenu.Label className="dropdown__label">{t('disk.formatAfterEject')}</DropdownMenu.Label>}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </span>
  );
}
