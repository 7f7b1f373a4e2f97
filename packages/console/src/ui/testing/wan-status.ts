/** get_wan_status's answer with a DHCP WAN up on `ipaddr`, for pages that read the WAN address. */
export const wanStatus = (ipaddr: string) => ({ proto: 'dhcp', up: true, ipaddr, macaddr: '', connectedSeconds: 1, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 });
