import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';

export interface ActionTarget {
  mac: string;
  ip: string;
  /** the name shown for the device */
  label: string;
}

/** Issue 30.11: Limit opens QoS and Schedule opens Parental control, each with its add dialog filled in (ListEditor addFromQuery). */
export const limitPath = (target: ActionTarget) => `/network/qos?add=${encodeURIComponent(target.ip)}`;
export const schedulePath = (target: ActionTarget) => `/advanced/parent?add=${encodeURIComponent(target.mac)}`;

interface Props {
  target: ActionTarget;
  blocked: boolean;
  busy: boolean;
  onBlock: () => void;
  onAllow: () => void;
  onRename: () => void;
}

/**
 * Block (or allow again) a row; Limit, Schedule and Rename in a row menu, so that the actions
 * column stays narrow (issue 30.7) and the whole list, live rates included, fits its card from
 * 1024 px on (issue 43.2).
 */
export function TerminalActions({ target, blocked, busy, onBlock, onAllow, onRename }: Props) {
  const { t } = useTranslation();
  const name = target.label;
  return (
    <span className="network-terminal__actions">
      {blocked ? (
        <button type="button" className="button" disabled={busy} onClick={onAllow} aria-label={t('network-terminal.allowEntry', { name })}>
          {t('network-terminal.allow')}
        </button>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={onBlock} aria-label={t('network-terminal.blockEntry', { name })}>
          {t('network-terminal.block')}
        </button>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="button network-terminal__more" aria-label={t('network-terminal.moreEntry', { name })}>
          <span aria-hidden="true">⋯</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="dropdown network-terminal__menu" align="end" sideOffset={4}>
            <DropdownMenu.Item className="dropdown__item" asChild>
              <Link to={limitPath(target)}>{t('network-terminal.limitEntry', { name })}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="dropdown__item" asChild>
              <Link to={schedulePath(target)}>{t('network-terminal.scheduleEntry', { name })}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="dropdown__item" onSelect={onRename}>
              {t('network-terminal.renameEntry', { name })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </span>
  );
}
