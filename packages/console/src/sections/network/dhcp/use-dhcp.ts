import { useQueryClient } from '@tanstack/react-query';
import { checkDhcpRange, type Ipv4Subnet } from '@rc/contract/datatypes';
import { defineOp } from '@rc/contract/op';
import { get_dhcp_leases, get_static_leases, set_dhcp_config, set_static_leases, type StaticLease } from '@rc/contract/ops/network/dhcp';
import { get_lan_config } from '@rc/contract/ops/network/lan';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

// The lease list counts down every second in the browser and is fetched again every 10 s.
const LEASES_POLL_MS = 10_000;

/**
 * set_dhcp_config as the form checks it: its schema plus spec 5's range rules and, with the LAN
 * known, its subnet (issue 13.15), which the device answers with -4 / -6 rather than -2 (so they
 * are not in the wire schema). Every failing field gets its own message.
 */
export function dhcpConfigSave(lan?: Ipv4Subnet) {
  return defineOp({
    op: set_dhcp_config.op,
    method: set_dhcp_config.method,
    feature: set_dhcp_config.feature,
    mutates: set_dhcp_config.mutates,
    summary: set_dhcp_config.summary,
    output: set_dhcp_config.output,
    input: set_dhcp_config.input.superRefine((value, ctx) => {
      for (const error of checkDhcpRange(value.start, value.end, lan)?.errors ?? []) {
        ctx.addIssue({ code: 'custom', path: [error.field], message: error.key });
      }
    }),
  });
}

export const staticLeaseList = set_static_leases.input.shape.hosts;
export const staticLeaseItem = staticLeaseList.element;

export const useLanSubnet = () => useOp(get_lan_config, {});
export const useLeases = () => useOp(get_dhcp_leases, {}, { refetchInterval: LEASES_POLL_MS });
export const useStaticLeases = () => useOp(get_static_leases, {});

/** Sends the whole static list, then reloads it; rejects with the device's refusal. */
export function useSaveStaticLeases() {
  const queryClient = useQueryClient();
  return async (hosts: StaticLease[]) => {
    await callOp(set_static_leases, { hosts });
    await queryClient.invalidateQueries({ queryKey: [get_static_leases.op] });
  };
}
