import { lazy, Suspense } from 'react';
import { useStore } from '../lib/store';
import { toastStore, type Toast } from '../lib/toast';

// DESIGN budgets: the login page says its failures inline, so a toast's look (its code and
// CSS) loads with the first toast. Should that chunk not load, a toast is plain text.
const ToastItem = lazy(() =>
  import('./toast-item-chunk')
    .then((chunks) => chunks.loadToastItem())
    .then(
    (module) => ({ default: module.ToastItem }),
    () => ({ default: PlainToast }),
  ),
);

function PlainToast({ item }: { item: Toast }) {
  return <div className="toast">{item.message}</div>;
}

function ToastList({ items }: { items: Toast[] }) {
  return (
    <Suspense fallback={null}>
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </Suspense>
  );
}

/**
 * Two live regions that are always in the page (a region must exist before its text
 * changes to be announced): errors are assertive, the rest polite.
 */
export function Toaster() {
  const toasts = useStore(toastStore);
  return (
    <div className="toaster">
      <div role="alert" aria-live="assertive" className="toaster__region">
        <ToastList items={toasts.filter((item) => item.kind === 'error')} />
      </div>
      <div role="status" aria-live="polite" className="toaster__region">
        <ToastList items={toasts.filter((item) => item.kind !== 'error')} />
      </div>
    </div>
  );
}
