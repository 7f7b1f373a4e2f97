import { useTranslation } from 'react-i18next';
import { useStore } from '../lib/store';
import { dismissToast, toastStore, type Toast } from '../lib/toast';
import './toaster.css';

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  return (
    <div className={`toast toast--${item.kind}`}>
      <span className="toast__message">{item.message}</span>
      <button type="button" className="toast__close" aria-label={t('common.close')} onClick={() => dismissToast(item.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * Two live regions that are always in the page (a region must exist before its text
 * changes to be announced): errors are assertive, the rest polite.
 */
export function Toaster() {
  const toasts = useStore(toastStore);
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');
  return (
    <div className="toaster">
      <div role="alert" aria-live="assertive" className="toaster__region">
        {errors.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="toaster__region">
        {others.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}
