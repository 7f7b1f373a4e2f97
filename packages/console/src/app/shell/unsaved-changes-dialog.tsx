import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leaveRequestStore, type LeaveRequest } from '../../lib/unsaved-changes';
import { forgetUnsavedChanges } from '../../lib/use-unsaved-changes';
import { Modal } from '../../ui/modal';

/** The question a held navigation waits on (lib/unsaved-changes.ts): stay, or leave and lose the edits. */
export function UnsavedChangesDialog({ request }: { request: LeaveRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stay = () => leaveRequestStore.set(null);
  const leave = () => {
    forgetUnsavedChanges();
    navigate(request.to, { replace: request.replace });
  };
  return (
    <Modal open onOpenChange={(open) => !open && stay()} title={t('form.unsavedTitle')} description={t('form.unsavedMessage')} role="alertdialog">
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={stay}>
          {t('form.unsavedStay')}
        </button>
        <button type="button" className="button button--danger" onClick={leave}>
          {t('form.unsavedLeave')}
        </button>
      </div>
    </Modal>
  );
}
