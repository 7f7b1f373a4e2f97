import { useEffect, useState } from 'react';
import { callOp } from '../../lib/api-client';
import { refs } from '../../lib/op-refs';

export interface DeviceFacts {
  sysversion: string;
  uptime: number;
  board: string;
}

/**
 * Spec 2: the login screen shows system version, operation hours and model. They come
 * from get_web_msg, which a device may keep behind sign-in: then the page keeps its
 * placeholders, quietly.
 */
export function useDeviceFacts(): DeviceFacts | undefined {
  const [facts, setFacts] = useState<DeviceFacts>();
  useEffect(() => {
    const controller = new AbortController();
    callOp(refs.get_web_msg, {}, { signal: controller.signal, silent: true }).then(
      (msg) => setFacts({ sysversion: msg.sysversion, uptime: Number(msg.uptime), board: msg.board }),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return facts;
}
