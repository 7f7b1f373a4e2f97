import { useTranslation } from 'react-i18next';
import { dismissToast, type Toast } from '../lib/toast';
import './toaster.css';

/** One toast with its close button; loaded with the first toast (see toaster.tsx). */
export function ToastItem({ item }: { item: Toast }) {
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
