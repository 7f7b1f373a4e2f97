import { get_sim_status } from '@rc/contract/ops/network/sims';
import { useOp } from '../../../lib/use-op';

const STATUS_POLL_MS = 10_000;

export const useSimStatus = () => useOp(get_sim_status, {}, { refetchInterval: STATUS_POLL_MS });
