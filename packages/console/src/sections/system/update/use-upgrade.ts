import { useCallback, useEffect, useRef, useState } from 'react';
import { SystemLimits, Timing } from '@rc/contract/constants';
import type { OpOutput } from '@rc/contract/op';
import { get_firmware_info, get_upgrade_progress } from '@rc/contract/ops/system/update';
import { callOp } from '../../../lib/api-client';
import { markRefresh, startBusy } from '../../../lib/busy';
import { useOp } from '../../../lib/use-op';
import { rememberAfterReboot } from '../../../lib/after-reboot';

export type DeviceProgress = OpOutput<typeof get_upgrade_progress>;

export type UpgradeRun =
  | { phase: 'idle' }
  /** the browser is sending the image: bytes of the upload */
  | { phase: 'sending'; sent: number; total: number }
  /** the device downloads, verifies or writes it */
  | { phase: 'device'; progress: DeviceProgress | undefined }
  /** the device took the image but could not write it (contract FirmwareError.flashFailed) */
  | { phase: 'failed'; key: string };

export const useFirmwareInfo = () => useOp(get_firmware_info, {});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One upgrade from start to reboot: `start` runs the request (an upload or a download) while the
 * device's progress is polled; once the device reboots, the shell's busy overlay takes over
 * (spec 4: a waiting message, then the device comes back and asks for a new login).
 */
export function useUpgradeRun() {
  const [run, setRun] = useState<UpgradeRun>({ phase: 'idle' });
  const polling = useRef(false);
  const accepted = useRef(false);
  /** which start() a poll loop belongs to: a loop of an earlier run stops */
  const runs = useRef(0);
  const version = useRef<string | undefined>(undefined);

  useEffect(() => () => void (polling.current = false), []);

  const poll = useCallback(async (run: number) => {
    while (polling.current && runs.current === run) {
      const acceptedWhenAsked = accepted.current;
      const progress = await callOp(get_upgrade_progress, {}, { silent: true }).catch(() => undefined);
      if (!polling.current || runs.current !== run) return;
      // An answer is judged by when it was asked, not when it came (issue 28.11): one asked before
      // the device accepted the image speaks of the time before (the last attempt's 'failed').
      if (acceptedWhenAsked !== accepted.current) continue;
      // No answer once the image was accepted: the device went down to reboot.
      if (progress?.stage === 'rebooting' || (!progress && accepted.current)) return rebooting(version.current);
      // Before the device took this image, a 'failed' is the last attempt's (issue 13.12): not ours.
      if (progress?.stage === 'failed' && !accepted.current) {
        await pause(SystemLimits.upgradePollMs);
        continue;
      }
      if (progress?.version) version.current = progress.version;
      if (progress?.stage === 'failed' && accepted.current) {
        polling.current = false;
        return setRun({ phase: 'failed', key: progress.error });
      }
      if (progress) setRun((current) => (current.phase === 'sending' ? current : { phase: 'device', progress }));
      await pause(SystemLimits.upgradePollMs);
    }
  }, []);

  const start = useCallback(
    async (request: (onSent: (sent: number, total: number) => void) => Promise<unknown>) => {
      accepted.current = false;
      version.current = undefined;
      polling.current = true;
      runs.current += 1;
      setRun({ phase: 'device', progress: undefined });
      const polled = poll(runs.current);
      const onSent = (sent: number, total: number) =>
        setRun(sent < total ? { phase: 'sending', sent, total } : { phase: 'device', progress: undefined });
      try {
        await request(onSent);
      } catch (error) {
        polling.current = false;
        setRun({ phase: 'idle' });
        throw error;
      }
      accepted.current = true;
      setRun((current) => (current.phase === 'sending' ? { phase: 'device', progress: undefined } : current));
      await polled;
    },
    [poll],
  );

  return { run, start, busy: run.phase === 'sending' || run.phase === 'device' };
}

function rebooting(version: string | undefined): void {
  rememberAfterReboot({ kind: 'upgrade', version });
  startBusy('reboot', Timing.rebootOverlayMs, Timing.longDurationMs);
  markRefresh();
}

/** What the administrator chose for every kind of upgrade: keep the configuration, allow an older version. */
export interface UpgradeChoice {
  keep: '1' | '0';
  allowDowngrade: '1' | '0';
}
