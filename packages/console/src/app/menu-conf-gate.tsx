import { useEffect, useState, type ReactNode } from 'react';
import { loadMenuConf, useMenuConf } from '../lib/menu-conf';
import { BootSpinner } from './boot-spinner';
import { LoadFailed } from './load-failed';

/** Renders its children once the permission file (spec 3) is loaded. */
export function MenuConfGate({ children }: { children: ReactNode }) {
  const conf = useMenuConf();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!conf) loadMenuConf().catch(() => setFailed(true));
  }, [conf]);
  if (conf) return children;
  return failed ? <LoadFailed /> : <BootSpinner />;
}
