import i18next from 'i18next';
import { Timing } from '@rc/contract/constants';
import { ResultCode } from '@rc/contract/result-codes';
import { callOp } from './api-client';
import { isApiError } from './api-error';
import { endBusy, markRefresh, startBusy, type BusyKind } from './busy';
import { refs } from './op-refs';
import { resultMessage } from './operation';
import { toast } from './toast';

const overlayMs: Record<BusyKind, number> = { reboot: Timing.rebootOverlayMs, reset: Timing.resetOverlayMs };

/**
 * Spec 4: the overlay goes up (which pauses the keep-alive), the request is sent, and
 * its code '1' sets the refresh flag. A refusal the device answered (e.g. -7 while an
 * upgrade runs) takes the overlay down again; a dropped connection does not, since a
 * rebooting device may not finish its answer.
 */
export async function runDeviceAction(kind: BusyKind): Promise<void> {
  startBusy(kind, overlayMs[kind]);
  try {
    await callOp(kind === 'reboot' ? refs.reboot : refs.reset, {});
    markRefresh();
    toast.success(i18next.t(kind === 'reboot' ? 'shell.rebootSent' : 'shell.resetSent'));
  } catch (error) {
    const code = isApiError(error) ? (error.original ?? error.code) : ResultCode.networkError;
    if (code === ResultCode.networkError) return;
    endBusy();
    toast.error(resultMessage(code));
  }
}
