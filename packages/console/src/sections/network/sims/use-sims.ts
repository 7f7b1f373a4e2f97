import { get_sim_status, get_sim_switch_log } from '@rc/contract/ops/network/sims';
import { get_data_usage } from '@rc/contract/ops/network/sim-usage';
import { useOp } from '../../../lib/use-op';

const STATUS_POLL_MS = 10_000;

export const useSimStatus = () => useOp(get_sim_status, {}, { refetchInterval: STATUS_POLL_MS });
export const useSimSwitchLog = () => useOp(get_sim_switch_log, {}, { refetchInterval: STATUS_POLL_MS, staleTime: 0 });
export const useDataUsage = () => useOp(get_data_usage, {}, { refetchInterval: STATUS_POLL_MS, staleTime: 0 });
