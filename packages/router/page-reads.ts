// The ops each page reads on load (issue 41), as its queries start them together: counted in CI by
// page-requests.test.ts (which checks these lists against the pages' sources) and timed by the
// bench (bench/lib/page-times.ts).

export type PageOp = { op: string; input?: Record<string, unknown> };

/** Every page: the footer's device clock and uptime (app/shell/footer.tsx). */
export const shellReads: PageOp[] = [{ op: 'get_web_msg' }];

export const pageReads: Record<'home' | 'lan' | 'wifi' | 'clients' | 'dhcp', { reads: PageOp[]; sources: string[] }> = {
  home: {
    reads: ['get_system_status', 'get_traffic_realtime', 'get_interface_status', 'get_cellular_info', 'get_wifi_info', 'get_internet_state', 'get_cellular_alerts', 'get_radio_status', 'get_terminals'].map((op) => ({ op })),
    sources: ['sections/home', 'lib/use-cellular-alerts.ts'],
  },
  lan: { reads: [{ op: 'get_lan_config' }, { op: 'get_lan_status' }], sources: ['sections/network/lan'] },
  wifi: { reads: [{ op: 'get_wifi_config', input: { band: '2g' } }, { op: 'get_wifi_support', input: { band: '2g' } }], sources: ['sections/wifi/band'] },
  clients: { reads: [{ op: 'get_terminals' }, { op: 'get_arp_table' }], sources: ['sections/network/clients'] },
  dhcp: { reads: [{ op: 'get_dhcp_config' }, { op: 'get_dhcp_leases' }, { op: 'get_lan_config' }, { op: 'get_static_leases' }], sources: ['sections/network/dhcp'] },
};
