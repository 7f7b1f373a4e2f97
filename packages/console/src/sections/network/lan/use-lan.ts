import { get_lan_config, get_lan_status } from '@rc/contract/ops/network/lan';
import { useOp } from '../../../lib/use-op';

const STATUS_POLL_MS = 10_000;

export const useLanConfig = () => useOp(get_lan_config, {});
export const useLanStatus = () => useOp(get_lan_status, {}, { refetchInterval: STATUS_POLL_MS });
