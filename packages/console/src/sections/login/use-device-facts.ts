import { useEffect, useState } from 'react';
import { loginRefs } from '../../lib/login-op-refs';
import { requestOp } from './request-op';

export interface DeviceFacts {
  sysversion: string;
  uptime: number;
  board: string;
}

/**
 * Spec 2: the login screen shows system version, operation hours and model, from
 * get_login_info, the one device op answered without a token. A device that does not answer
 * it leaves the page its placeholders, quietly.
 */
export function useDeviceFacts(): DeviceFacts | undefined {
  const [facts, setFacts] = useState<DeviceFacts>();
  useEffect(() => {
    const controller = new AbortController();
    requestOp(loginRefs.get_login_info, {}, controller.signal).then(
      (answer) => {
        if (answer.ok) setFacts({ sysversion: answer.data.sysversion, uptime: answer.data.uptime, board: answer.data.board });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return facts;
}
