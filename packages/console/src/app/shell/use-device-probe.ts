import { useEffect } from 'react';
import { deviceReachStore, hasOpenCalls, noteAnswer, noteMiss } from '../../lib/device-reach';
import { opTransport } from '../../lib/op-transport';

/** A poll that gets no answer within this long counts as missed (issue 30.1). */
export const PROBE_MS = 3_000;

/**
 * A stopped (frozen) device keeps the console's calls open without ever failing them. While a
 * call waits longer than PROBE_MS, or after a miss, this asks the device with a deadline, until
 * it answers again. Nothing is sent while the device answers the pages' own polls.
 */
export function useDeviceProbe(): void {
  useEffect(() => {
    let probing = false;
    const probe = () => {
      const reach = deviceReachStore.get();
      if (probing || Date.now() - reach.lastAnswerAt < PROBE_MS || (reach.missed === 0 && !hasOpenCalls())) return;
      probing = true;
      // Spec 7's keep-alive op: every request carries access_token, this one too.
      void opTransport()
        .call({ op: 'long_link', method: 'GET' }, { t: Date.now() }, AbortSignal.timeout(PROBE_MS))
        .then(noteAnswer, noteMiss)
        .finally(() => (probing = false));
    };
    const timer = setInterval(probe, PROBE_MS / 3);
    return () => clearInterval(timer);
  }, []);
}
