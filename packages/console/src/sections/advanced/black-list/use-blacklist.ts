import { get_blacklist_hosts } from '@rc/contract/ops/advanced/blacklist';
import { useOp } from '../../../lib/use-op';

const HOSTS_POLL_MS = 10_000;

/** The devices the router knows, to name the listed MACs and offer the connected ones. */
export const useBlacklistHosts = () => useOp(get_blacklist_hosts, {}, { refetchInterval: HOSTS_POLL_MS });
