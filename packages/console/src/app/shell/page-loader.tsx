import { useEffect, useState } from 'react';
import { Timing } from '@rc/contract/constants';

/** Spec 2: a loading bar on every route change that goes away after 1.2 s; keyed by path. */
export function PageLoader() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), Timing.pageLoaderMs);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <div className="page-loader" aria-hidden="true" /> : null;
}
