import { get_radio_history, get_radio_status } from '@rc/contract/ops/network/radio';
import { useOp } from '../../../../lib/use-op';

const STATUS_POLL_MS = 5_000;
// The device samples once a minute: asking more often brings nothing new.
const HISTORY_POLL_MS = 60_000;

export const useRadioStatus = () => useOp(get_radio_status, {}, { refetchInterval: STATUS_POLL_MS });
export const useRadioHistory = () => useOp(get_radio_history, {}, { refetchInterval: HISTORY_POLL_MS });
