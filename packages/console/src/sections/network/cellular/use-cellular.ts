import { get_cellular_log, get_cellular_status } from '@rc/contract/ops/network/cellular';
import { useOp } from '../../../lib/use-op';

const STATUS_POLL_MS = 5_000;
const LOG_POLL_MS = 10_000;

export const useCellularStatus = () => useOp(get_cellular_status, {}, { refetchInterval: STATUS_POLL_MS });
export const useCellularLog = () => useOp(get_cellular_log, {}, { refetchInterval: LOG_POLL_MS });
