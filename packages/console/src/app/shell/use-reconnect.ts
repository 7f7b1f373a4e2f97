import { useEffect, useState } from 'react';
import { opTransport } from '../../lib/op-transport';
import { endBusy } from '../../lib/busy';
import { forgetMenuConf } from '../../lib/menu-conf';
import { clearSession } from '../../lib/session';

const POLL_MS = 2_000;

/** Whether the device's API answers at all (any JSON answer; our session is gone anyway). */
async function deviceAnswers(): Promise<boolean> {
  try {
    // Spec 7: every request carries access_token, this one too (issue 19.3).
    await opTransport().call({ op: 'long_link', method: 'GET' }, { t: Date.now() });
    return true;
  } catch {
    return false;
  }
}

/**
 * After the overlay's countdown: poll until the device is back, then start over at the
 * login page, since a reboot or a reset ends every session. Answers true once `limitMs` passed
 * without an answer (spec 9's medium or long duration): the device did not come back.
 */
export function useReconnect(active: boolean, limitMs: number): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpAt = Date.now() + limitMs;
    const poll = async () => {
      if (stopped) return;
      if (Date.now() >= giveUpAt) {
        setGaveUp(true);
        return;
      }
      if (await deviceAnswers()) {
        clearSession();
        forgetMenuConf();
        endBusy();
        window.location.hash = '#/login';
        window.location.reload();
        return;
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, limitMs]);
  return gaveUp;
}
