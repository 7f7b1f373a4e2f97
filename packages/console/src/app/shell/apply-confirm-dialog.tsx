import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOp } from '../../lib/api-client';
import { refs } from '../../lib/op-refs';
import { pendingApplyStore } from '../../lib/pending-apply';
import { runOperation } from '../../lib/operation';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { Modal } from '../../ui/modal';

/**
 * Issue 15: a risky save waits for the administrator's word. The countdown runs to the device's
 * rollback; keeping the settings confirms, "revert now" rolls back. Also asked after a reload or
 * at a new address while the device still waits; when the window ran out, says what came back.
 */
const POLL_MS = 500;
const POLLS = 20;

/** Waits (a few seconds at most) until the device no longer holds a pending change. */
async function rolledBack(): Promise<void> {
  for (let poll = 0; poll < POLLS; poll++) {
    const status = await callOp(refs.get_apply_status, {}, { silent: true }).catch(() => undefined);
    if (status && !status.pending) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function ApplyConfirmDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useStore(pendingApplyStore);
  const [now, setNow] = useState(Date.now());
  const [answering, setAnswering] = useState(false);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [pending]);

  const secondsLeft = pending ? Math.max(0, Math.ceil((pending.deadline - now) / 1000)) : 0;
  useEffect(() => {
    if (!pending || secondsLeft > 0) return;
    // The window has closed: once the device says it went back, the pages show what came back.
    pendingApplyStore.set(null);
    void rolledBack().then(() => {
      toast.error(t('apply.rolledBack'));
      return queryClient.invalidateQueries();
    });
  }, [pending, secondsLeft, queryClient, t]);

  const answer = (keep: boolean) => {
    setAnswering(true);
    void runOperation(callOp(keep ? refs.apply_confirm : refs.apply_revert, {}), { success: keep ? 'apply.kept' : 'apply.reverted' })
      .then(() => pendingApplyStore.set(null), () => pendingApplyStore.set(null))
      .finally(() => {
        setAnswering(false);
        void queryClient.invalidateQueries();
      });
  };

  return (
    <Modal open={pending !== null} onOpenChange={() => undefined} title={t('apply.title')} description={t('apply.countdown', { count: secondsLeft })} role="alertdialog">
      <div className="modal__actions">
        <button type="button" className="button" disabled={answering} onClick={() => answer(false)}>
          {t('apply.revertNow')}
        </button>
        <button type="button" className="button button--primary" disabled={answering} onClick={() => answer(true)}>
          {t('apply.keep')}
        </button>
      </div>
    </Modal>
  );
}
