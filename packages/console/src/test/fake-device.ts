import { vi } from 'vitest';

export type Answer = Record<string, unknown> | Error;

/**
 * Stubs fetch with a device that answers each op from `answers` (an Error is a network
 * failure); calls are recorded with their URL and body for assertions.
 */
export function fakeDevice(answers: Record<string, Answer | ((call: FakeCall) => Answer)>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: FakeCall = { op: url.searchParams.get('op') ?? url.pathname, url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const entry = answers[call.op] ?? answers[url.pathname];
    const answer = typeof entry === 'function' ? entry(call) : entry;
    if (answer === undefined || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export interface FakeCall {
  op: string;
  url: URL;
  method: string;
  body: unknown;
}

/** Every feature on, as the ZBT model ships. */
export function menuConf(overrides: Record<string, string> = {}) {
  const on = (names: string[]) => Object.fromEntries(names.map((name) => [name, overrides[name] ?? '1']));
  return {
    net: on(['net_wan', 'net_cellular1', 'net_cellular2', 'net_lan', 'net_dhcp', 'net_static_router', 'net_clients', 'net_qos', 'net_accelerate']),
    wifi: on(['wifi_2', 'wifi_5', 'wifi_guest', 'wifi_signal', 'wifi_scan']),
    adv: on(['adv_firewall_general', 'adv_dmz', 'adv_ddns', 'adv_router_nat', 'adv_netwatchdog', 'adv_parent', 'adv_acl', 'black_list']),
    srv: on(['srv_cloud_login', 'srv_cloud_control', 'srv_client_pptp', 'srv_client_l2tp', 'srv_portal', 'srv_storage', 'srv_samba', 'pptp', 'l2tp', 'openvpn', 'srv_dispatch', 'speech', 'wireguard']),
    mgnt: on(['mgnt_sysupgrade', 'mgnt_backup_restore', 'mgnt_system', 'mgnt_log', 'reboot', 'flow_info', 'mgnt_history', 'mgnt_realtime']),
    tool: on(['tool_diagnose', 'tool_site_survey']),
    config: { frequency: '2.4G,5G', corporation: 'ZBT' as const },
  };
}
