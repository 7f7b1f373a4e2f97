import { useEffect } from 'react';
import { Timing } from '@rc/contract/constants';
import { callOp } from '../../lib/api-client';
import { busyStore, isBusy } from '../../lib/busy';
import { refs } from '../../lib/op-refs';

/** Spec 7: long_link every 10 s; a reboot or reset pauses it, and it restarts after 15 s. */
export function useKeepAlive(): void {
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    let restart: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearInterval(interval);
      interval = setInterval(() => void callOp(refs.long_link, {}).catch(() => undefined), Timing.keepAliveMs);
    };
    const pause = () => {
      clearInterval(interval);
      clearTimeout(restart);
      restart = setTimeout(start, Timing.keepAliveRestartMs);
    };
    let wasBusy = isBusy();
    const unsubscribe = busyStore.subscribe(() => {
      const busy = isBusy();
      if (busy && !wasBusy) pause();
      wasBusy = busy;
    });
    start();
    return () => {
      unsubscribe();
      clearInterval(interval);
      clearTimeout(restart);
    };
  }, []);
}
