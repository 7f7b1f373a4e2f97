import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { holdsNavigation } from '../../lib/unsaved-changes';
import type { BusyKind } from '../../lib/busy';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { runDeviceAction } from '../../lib/device-action';
import type { HeaderMenuProps } from './header-menu-button';

/** Spec 2: the device menu: Reboot, Reset, and the reboot schedule's one page (System > Reboot schedule). */
export function DeviceMenu({ trigger, defaultOpen }: HeaderMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openSchedule = () => holdsNavigation(pathname, '/system/reboot') || navigate('/system/reboot');
  const [confirming, setConfirming] = useState<BusyKind | null>(null);
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className="header-menu__trigger">{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Content className="dropdown" align="end" sideOffset={6}>
          <DropdownMenu.Item className="dropdown__item" onSelect={() => setConfirming('reboot')}>
            <Icon name="reboot" size={18} />
            {t('shell.reboot')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="dropdown__item" onSelect={() => setConfirming('reset')}>
            <Icon name="reset" size={18} />
            {t('shell.reset')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="dropdown__item" onSelect={openSchedule}>
            <Icon name="clock" size={18} />
            {t('shell.timedRestart')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming === 'reboot'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('shell.reboot')}
        message={t('shell.rebootConfirm')}
        confirmLabel={t('shell.reboot')}
        onConfirm={() => void runDeviceAction('reboot')}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('shell.reset')}
        message={t('shell.resetConfirm')}
        detail={t('shell.resetDetail')}
        confirmLabel={t('shell.reset')}
        danger
        onConfirm={() => void runDeviceAction('reset')}
      />
    </>
  );
}
