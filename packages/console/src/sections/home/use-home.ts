import { refs } from '../../lib/op-refs';
import { useOp } from '../../lib/use-op';

// Polling periods of the dashboard: the chart every 2 s, load every 5 s, the rest every 10 s.
const FAST_MS = 2_000;
const MEDIUM_MS = 5_000;
const SLOW_MS = 10_000;

export const useSystemStatus = () => useOp(refs.get_system_status, {}, { refetchInterval: MEDIUM_MS });
export const useTraffic = () => useOp(refs.get_traffic_realtime, {}, { refetchInterval: FAST_MS, staleTime: 0 });
export const useInterfaces = () => useOp(refs.get_interface_status, {}, { refetchInterval: SLOW_MS });
export const useCellular = () => useOp(refs.get_cellular_info, {}, { refetchInterval: SLOW_MS });
export const useWifi = () => useOp(refs.get_wifi_info, {}, { refetchInterval: SLOW_MS });
// Issue 43.2: with the system status's period, so that on a router both go in one batch to /ubus.
export const useTopTerminals = (enabled: boolean) => useOp(refs.get_terminals, {}, { refetchInterval: MEDIUM_MS, enabled });
export const useInternetState = () => useOp(refs.get_internet_state, {}, { refetchInterval: SLOW_MS });
