import { useTranslation } from 'react-i18next';
import { clearSession } from '../../lib/session';
import { sessionExpiredStore } from '../../lib/session-expiry';
import { useStore } from '../../lib/store';
import { Modal } from '../../ui/modal';

/** Spec 4: shown once on code '-1'; after confirmation the user is logged out and the page reloaded. */
export function TokenTimeoutDialog() {
  const { t } = useTranslation();
  const expired = useStore(sessionExpiredStore);
  const relogin = () => {
    clearSession();
    window.location.reload();
  };
  return (
    <Modal
      open={expired}
      onOpenChange={() => undefined}
      title={t('shell.tokenTimeoutTitle')}
      description={t('shell.tokenTimeout')}
      role="alertdialog"
      dismissible={false}
    >
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={relogin}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
