import { useCallback, useEffect, useRef, useState } from 'react';
import { SystemLimits } from '@rc/contract/constants';
import type { OpInput } from '@rc/contract/op';
import { diagnose_result, diagnose_start, diagnose_stop } from '@rc/contract/ops/utils/diagnostics';
import { callOp } from '../../../lib/api-client';

export interface JobView {
  output: string;
  running: boolean;
  /** why it ended early: stopped, timeLimit, outputLimit */
  stopReason?: string;
  exitCode?: number;
  /** an i18n key, e.g. diagnostics.toolMissing */
  error?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 2 "log output": the program's output streams into the box as it runs. The device keeps
 * it; each poll asks for what came after the last offset.
 */
export function useDiagnosticsJob() {
  const [view, setView] = useState<JobView | undefined>();
  const jobId = useRef<string | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const follow = useCallback(async (id: string) => {
    let offset = 0;
    while (alive.current && jobId.current === id) {
      const part = await callOp(diagnose_result, { jobId: id, offset }).catch(() => undefined);
      if (!part || jobId.current !== id) return setView((current) => current && { ...current, running: false });
      offset = part.offset;
      const { output, done, stopReason, exitCode, error } = part;
      setView((current) => ({ output: (current?.output ?? '') + output, running: !done, stopReason, exitCode, error }));
      if (done) return;
      await pause(SystemLimits.diagnosePollMs);
    }
  }, []);

  /** Rejects with the device's refusal (-2 on a field, -12 with a key); otherwise follows the job. */
  const start = useCallback(
    async (input: OpInput<typeof diagnose_start>) => {
      const { jobId: id } = await callOp(diagnose_start, input);
      jobId.current = id;
      setView({ output: '', running: true });
      void follow(id);
    },
    [follow],
  );

  const stop = useCallback(async () => {
    if (jobId.current) await callOp(diagnose_stop, { jobId: jobId.current }).catch(() => undefined);
  }, []);

  return { view, start, stop };
}
