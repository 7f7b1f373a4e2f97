import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

interface UpgradeConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** translated: what is about to be installed */
  message: string;
  /** translated: the button that asked */
  confirmLabel: string;
  keep: '1' | '0';
  /** sysupgrade -n on a stock OpenWrt: the warning says what it leaves */
  sysupgrade?: boolean;
  onConfirm: () => void;
}

/** The last question before any kind of upgrade; it warns, in red, when the settings will be lost. */
export function UpgradeConfirm({ open, onOpenChange, message, confirmLabel, keep, sysupgrade = false, onConfirm }: UpgradeConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('system-update.confirmTitle')}
      message={`${message}${keep === '0' ? ` ${t(sysupgrade ? 'system-update.confirmResetSysupgrade' : 'system-update.confirmReset')}` : ''}`}
      confirmLabel={confirmLabel}
      danger={keep === '0'}
      onConfirm={onConfirm}
    />
  );
}
