import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { forgetUnsavedChanges, leaveRequestStore, rememberShownPage } from '../../lib/unsaved-changes';
import { useStore } from '../../lib/store';
import { Modal } from '../../ui/modal';

/** The question a held navigation waits on (lib/unsaved-changes.ts): stay, or leave and lose the edits. */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useStore(leaveRequestStore);
  useEffect(rememberShownPage, [location]);
  const stay = () => leaveRequestStore.set(null);
  const leave = () => {
    if (!request) return;
    forgetUnsavedChanges();
    navigate(request.to, { replace: request.replace });
  };
  return (
    <Modal open={request !== null} onOpenChange={(open) => !open && stay()} title={t('form.unsavedTitle')} description={t('form.unsavedMessage')} role="alertdialog">
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
