import { useEffect, useState } from 'react';
import { refs } from '../../lib/op-refs';
import { requestOp } from './request-op';

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
    requestOp(refs.get_web_msg, {}, controller.signal).then(
      (answer) => {
        if (answer.ok) setFacts({ sysversion: answer.data.sysversion, uptime: Number(answer.data.uptime), board: answer.data.board });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return facts;
}
