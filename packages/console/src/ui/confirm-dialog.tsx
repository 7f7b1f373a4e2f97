import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  /** What will happen, under the question. */
  detail?: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}

/** Spec: destructive work asks first (reboot, factory reset). */
export function ConfirmDialog({ open, onOpenChange, title, message, detail, confirmLabel, danger, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={message} role="alertdialog">
      {detail && <p>{detail}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
