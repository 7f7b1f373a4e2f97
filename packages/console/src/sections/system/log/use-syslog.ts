import { get_syslog } from '@rc/contract/ops/system/log';
import { useOp } from '../../../lib/use-op';

export type LogFilter = 'all' | 'net' | 'sys' | 'other';

/** The log of one type, as the device filters it. */
export const useSyslog = (type: LogFilter) => useOp(get_syslog, { type });
