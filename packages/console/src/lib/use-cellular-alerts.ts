import { useMenuConf } from './menu-conf';
import { refs } from './op-refs';
import { useOp } from './use-op';

const ALERTS_POLL_MS = 30_000;

/** Unread SMS and SIMs near their data cap (issue 31), shared by the header's badge and the home page. */
export function useCellularAlerts() {
  // Read from the permission file directly: features.ts would be a chunk more for the home page.
  const enabled = useMenuConf()?.net?.net_cellular1 === '1';
  return useOp(refs.get_cellular_alerts, {}, { refetchInterval: ALERTS_POLL_MS, enabled });
}
