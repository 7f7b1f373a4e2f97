import { useEffect, useState } from 'react';
import type { get_realtime_sample } from '@rc/contract/ops/system/realtime';
import { callOp } from '../../../lib/api-client';
import { useDeviceNotAnswering } from '../../../lib/device-reach';
import { opRef } from '../../../lib/op-ref';
import { usePageHidden } from '../../../lib/use-page-hidden';
import { keepWindow, usableSample, type KeptSample } from './realtime-series';

const getRealtimeSample = opRef<typeof get_realtime_sample>('get_realtime_sample', 'GET');

/** Why no sample is being taken, or 'live'. */
export type SamplingState = 'live' | 'paused' | 'hidden' | 'unreachable';

/**
 * Samples every `intervalMs` and keeps the last `keepMs`. Nothing is asked while the page is
 * hidden, paused, or while the device does not answer (lib/device-reach.ts: the shell's probe
 * finds out when it answers again); the first sample after that starts a new line.
 */
export function useRealtimeSamples(intervalMs: number, keepMs: number, paused: boolean): { kept: KeptSample[]; state: SamplingState } {
  const hidden = usePageHidden();
  const unreachable = useDeviceNotAnswering();
  const [kept, setKept] = useState<KeptSample[]>([]);
  const state: SamplingState = paused ? 'paused' : hidden ? 'hidden' : unreachable ? 'unreachable' : 'live';

  useEffect(() => {
    if (state !== 'live') return undefined;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let afterGap = true;
    const ask = async () => {
      try {
        const sample = usableSample(await callOp(getRealtimeSample, {}, { signal: stop.signal, silent: true }));
        if (sample) setKept((window) => keepWindow(window, { sample, afterGap }, keepMs));
        afterGap = !sample;
      } catch {
        afterGap = true;
      }
      if (!stop.signal.aborted) timer = setTimeout(() => void ask(), intervalMs);
    };
    void ask();
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [state, intervalMs, keepMs]);

  return { kept, state };
}
