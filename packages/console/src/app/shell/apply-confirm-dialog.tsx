import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { callOp } from '../../lib/api-client';
import { areasReady } from '../../lib/i18n';
import { refs } from '../../lib/op-refs';
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError } from '../../lib/api-error';
import { deviceReachStore, isNotAnswering } from '../../lib/device-reach';
import { confirmUrl, isKeptMessage, pendingApplyStore, rememberedChange, rememberFollowed, type PendingApply } from '../../lib/pending-apply';
import { failureMessage } from '../../lib/result-message';
import { markRollbackSeen, ROLLBACK_SEEN_KEY, type Rollback } from '../../lib/rollback-check';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { Modal } from '../../ui/modal';
import './apply-confirm-dialog.css';
import { formatDeviceTime, type DeviceTimePart } from '../../lib/device-time';

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
/** How long a Keep or Revert may wait for the router before the dialog says it did not answer. */
const ANSWER_MS = 6_000;
/** After the window, while the router does not answer, how often it is asked again. */
const VERDICT_POLL_MS = 1_500;

/** The change's own words where this browser knows them (issue 43.7), else its page. */
function changeWords(op: string, change?: string): string {
  return change ?? rememberedChange(op) ?? i18next.t(`system-history.ops.${op}`, { defaultValue: op });
}

/** When the router went back, on the router's clock in the router's zone (issue 43.1), as the footer shows it. */
async function routerTime(iso: string, part: DeviceTimePart): Promise<string> {
  const msg = await callOp(refs.get_web_msg, {}, { silent: true }).catch(() => undefined);
  const zonename = typeof msg?.zonename === 'string' ? msg.zonename : '';
  const timezone = typeof msg?.timezone === 'string' ? msg.timezone : '';
  return formatDeviceTime(Date.parse(iso), zonename, timezone, i18next.language, part);
}

/**
 * Says, naming the change, that the device went back on it: at once in the tab that saved it, or
 * at the next sign-in ("while you were away"), with the router's time (issues 30.4, 43.1).
 */
export async function announceRollback(rollback: Rollback, options: { away?: boolean; change?: string } = {}): Promise<void> {
  await areasReady('system');
  const change = changeWords(rollback.op, options.change);
  const time = await routerTime(rollback.time, options.away ? 'datetime' : 'clock');
  toast.error(i18next.t(options.away ? 'apply.awayRollback' : 'apply.rolledBack', { change, time }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the window: asks the router what became of the change until it answers (it may be out of
 * reach, a Wi-Fi the browser must rejoin), then says it. At a moved address, a few seconds without
 * an answer mean the change held there.
 */
async function awaitVerdict(pending: PendingApply): Promise<void> {
  for (let poll = 0; !pending.followUrl || poll < POLLS; poll++) {
    const status = await callOp(refs.get_apply_status, {}, { silent: true }).catch(() => undefined);
    if (status && !status.pending) return tellVerdict(pending, status.lastRollback);
    await pause(pending.followUrl ? POLL_MS : VERDICT_POLL_MS);
  }
  toast.error(i18next.t('apply.answersElsewhere', { url: pending.followUrl }));
}

async function tellVerdict(pending: PendingApply, rollback: Rollback | null): Promise<void> {
  // Said here and now: not again at the next sign-in.
  const unseen = rollback && localStorage.getItem(ROLLBACK_SEEN_KEY) !== rollback.time;
  markRollbackSeen(rollback);
  if (unseen && rollback.op === pending.op) return announceRollback(rollback, { change: pending.change });
  // No rollback of it: a Keep reached the router though its answer did not come back.
  await areasReady('system');
  toast.success(i18next.t('apply.kept'));
}

/** A Keep or Revert that got no answer from the router (no connection, or none in time), not a refusal. */
function unanswered(error: unknown): boolean {
  return !isApiError(error) || error.code === ResultCode.networkError || error.original === ResultCode.networkError;
}

export function ApplyConfirmDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useStore(pendingApplyStore);
  const reach = useStore(deviceReachStore);
  const [now, setNow] = useState(Date.now());
  const [answering, setAnswering] = useState(false);
  // When a Keep or Revert last went unanswered: said until the router answers again.
  const [unansweredAt, setUnansweredAt] = useState(0);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [pending]);

  const secondsLeft = pending ? Math.max(0, Math.ceil((pending.deadline - now) / 1000)) : 0;
  useEffect(() => {
    if (!pending || secondsLeft > 0) return;
    // The window has closed: once the device says what it did, the pages show what came back.
    pendingApplyStore.set(null);
    void awaitVerdict(pending).then(() => queryClient.invalidateQueries());
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
    void callOp(keep ? refs.apply_confirm : refs.apply_revert, {}, { silent: true, signal: AbortSignal.timeout(ANSWER_MS) })
      .then(
        () => {
          toast.success(t(keep ? 'apply.kept' : 'apply.reverted'));
          pendingApplyStore.set(null);
        },
        (error: unknown) => {
          // Issue 43.1: out of reach, the question stays, with the way back to the router.
          if (unanswered(error)) return setUnansweredAt(Date.now());
          toast.error(isApiError(error) ? failureMessage(error) : t('common.operationFailed'));
          pendingApplyStore.set(null);
          if (pending) void awaitVerdict(pending);
        },
      )
      .finally(() => {
        setAnswering(false);
        void queryClient.invalidateQueries();
      });
  };

  if (pending?.followUrl) return <FollowDialog pending={pending} secondsLeft={secondsLeft} />;
  const outOfReach = isNotAnswering(reach) || unansweredAt > reach.lastAnswerAt;
  return (
    <Modal open={pending !== null} onOpenChange={() => undefined} title={t('apply.title')} description={<ChangeAndStep pending={pending} step={t('apply.countdown', { count: secondsLeft })} />} role="alertdialog">
      {pending?.ssid && !outOfReach && <p className="modal__note">{t('apply.wifiNote', { ssid: pending.ssid })}</p>}
      {outOfReach && (
        <p role="alert" className="modal__note apply-dialog__unreached">
          <strong>{t('apply.unreached')}</strong>{' '}
          {pending?.ssid ? t('apply.rejoinWifi', { ssid: pending.ssid, keep: t('apply.keep'), count: secondsLeft }) : t('apply.reconnect', { keep: t('apply.keep'), count: secondsLeft })}
        </p>
      )}
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
