import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get_blacklist } from '@rc/contract/ops/advanced/blacklist';
import { get_arp_table, get_terminals, set_terminal_block, set_terminal_name } from '@rc/contract/ops/network/clients';
import { get_static_leases } from '@rc/contract/ops/network/dhcp';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';

const TERMINALS_POLL_MS = 5_000;
const ARP_POLL_MS = 10_000;

export const useTerminals = () => useOp(get_terminals, {}, { refetchInterval: TERMINALS_POLL_MS });
export const useArpTable = () => useOp(get_arp_table, {}, { refetchInterval: ARP_POLL_MS });

/** Prohibits or allows a MAC again (the black list), with spec 8's toast, then reloads the list. */
export function useTerminalBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mac: string; blocked: boolean }) => runOperation(callOp(set_terminal_block, input)),
    // The black list tab shows the same list.
    onSettled: () => Promise.all([get_terminals, get_blacklist].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
}

/** Names a device (dnsmasq's host name for its MAC), then reloads the list and the static leases that may hold it. */
export function useTerminalName() {
  const queryClient = useQueryClient();
  return useMutation({
    // Issue 43.7: the toast says which device took which name (it was "Operation succeeded").
    mutationFn: ({ was, ...input }: { mac: string; name: string; was: string }) =>
      runOperation(callOp(set_terminal_name, input), input.name ? { success: 'network-terminal.renamed', successParams: { device: was, mac: input.mac, name: input.name } } : { success: 'network-terminal.nameRemoved', successParams: { device: was, mac: input.mac } }),
    onSettled: () => Promise.all([get_terminals, get_static_leases].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
}
