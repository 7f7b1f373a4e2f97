import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { callOp } from '../../lib/api-client';
import { areasReady } from '../../lib/i18n';
import { refs } from '../../lib/op-refs';
import { confirmUrl, isKeptMessage, pendingApplyStore, rememberFollowed, type PendingApply } from '../../lib/pending-apply';
import { markRollbackSeen } from '../../lib/rollback-check';
import { runOperation } from '../../lib/operation';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { Modal } from '../../ui/modal';
import './apply-confirm-dialog.css';
import { formatTime } from '../../lib/device-time';

/**
 * Issue 15: a risky save waits for the administrator's word. The countdown runs to the device's
 * rollback; keeping the settings confirms, "revert now" rolls back. Also asked after a reload or
 * at a new address while the device still waits; when the window ran out, says what came back.
 * A change that moved the LAN address this page came in by cannot be answered here: the
 * administrator opens the new address (a new tab, whose sign-in page confirms it). Only once that
 * tab says it reached the router and kept the change does this page go there too; until then it
 * stays, so an address this computer cannot reach leaves it on the countdown and then on the
 * message of what came back, never on the browser's error page.
 */
const POLL_MS = 500;
const POLLS = 20;

/**
 * Says, naming the page, that the device went back on a change nobody confirmed; with the time
 * when it happened before this sign-in (issue 30.4).
 */
export async function announceRollback(op: string, awayAt?: string): Promise<void> {
  await areasReady('system');
  const page = i18next.t(`system-history.ops.${op}`, { defaultValue: op });
  if (!awayAt) return void toast.error(i18next.t('apply.rolledBackPage', { page }));
  const time = formatTime(Date.parse(awayAt), i18next.language, 'datetime');
  toast.error(i18next.t('apply.awayRollback', { page, time }));
}

/** Waits (a few seconds at most) until the device answers here without a pending change: false when it never does. */
async function rolledBack(): Promise<boolean> {
  for (let poll = 0; poll < POLLS; poll++) {
    const status = await callOp(refs.get_apply_status, {}, { silent: true }).catch(() => undefined);
    // Said here and now: not again at the next sign-in.
    markRollbackSeen(status?.lastRollback);
    if (status && !status.pending) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
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
    void rolledBack()
      .then(async (back) => {
        // Not back here after the window: the old address is gone, so the change held at the new one.
        if (back || !pending.followUrl) await announceRollback(pending.op);
        else toast.error(i18next.t('apply.answersElsewhere', { url: pending.followUrl }));
      })
      .then(() => queryClient.invalidateQueries());
  }, [pending, secondsLeft, queryClient]);

  useEffect(() => {
    if (!pending?.followUrl) return undefined;
    // The new address's tab kept the change: it is reachable, so this page goes there as well.
    const onKept = (event: MessageEvent) => {
      if (event.origin !== new URL(pending.followUrl ?? '').origin || !isKeptMessage(event.data)) return;
      pendingApplyStore.set(null);
      location.assign(`${pending.followUrl}/#/login`);
    };
    window.addEventListener('message', onKept);
    return () => window.removeEventListener('message', onKept);
  }, [pending]);

  const answer = (keep: boolean) => {
    setAnswering(true);
    void runOperation(callOp(keep ? refs.apply_confirm : refs.apply_revert, {}), { success: keep ? 'apply.kept' : 'apply.reverted' })
      .then(() => pendingApplyStore.set(null), () => pendingApplyStore.set(null))
      .finally(() => {
        setAnswering(false);
        void queryClient.invalidateQueries();
      });
  };

  if (pending?.followUrl) return <FollowDialog pending={pending} secondsLeft={secondsLeft} />;
  return (
    <Modal open={pending !== null} onOpenChange={() => undefined} title={t('apply.title')} description={<ChangeAndStep pending={pending} step={t('apply.countdown', { count: secondsLeft })} />} role="alertdialog">
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

/** The change (as its save's toast named it, else its page) and what to do next (issue 30.4). */
function ChangeAndStep({ pending, step }: { pending: PendingApply | null; step: string }) {
  const { t } = useTranslation();
  const change = pending?.change ?? (pending ? t(`system-history.ops.${pending.op}`, { defaultValue: pending.op }) : '');
  return (
    <>
      <strong className="apply-dialog__change">{change}</strong>
      <span className="apply-dialog__step">{step}</span>
    </>
  );
}

/** The LAN address moved: the old one no longer answers, so the only way on is the new one. */
function FollowDialog({ pending, secondsLeft }: { pending: PendingApply; secondsLeft: number }) {
  const { t } = useTranslation();
  const url = pending.followUrl ?? '';
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    rememberFollowed(pending);
    // Not noopener: the new address's page tells this one that it kept the change.
    window.open(confirmUrl(pending), '_blank');
    setOpened(true);
  };
  return (
    <Modal open onOpenChange={() => undefined} title={t('apply.title')} description={<ChangeAndStep pending={pending} step={t('apply.followStep', { url: `${url}/`, count: secondsLeft })} />} role="alertdialog">
      <p className="modal__note">{t('apply.following', { url })}</p>
      {opened && (
        <p role="status" className="modal__note">
          {t('apply.waitingForNewAddress', { url })}
        </p>
      )}
      <div className="modal__actions">
        <a className="button button--primary" href={confirmUrl(pending)} target="_blank" rel="opener" onClick={open}>
          {t('apply.openNewAddress')}
        </a>
      </div>
    </Modal>
  );
}
