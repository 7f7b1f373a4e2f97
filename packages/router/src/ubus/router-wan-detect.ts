// The connectivity check on the router: the WAN link as netifd has it, then BusyBox's ping of the
// gateway, nslookup of a name and a ping of a public resolver, each through rpcd's file exec and
// each step skipped after a failure.
import type { WanCheck, WanCheckResult, WanLink } from '@rc/core/platform/platform';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';

// A name and an address that answer from anywhere the device may be (AliDNS anycast).
export const probeName = 'www.qq.com';
export const probeAddress = '223.5.5.5';
/** BusyBox ping: -c count, -W seconds to wait for the answer. */
export const wanPingArgs = ['-c', '1', '-W', '2'];

export async function routerWanChecks(link: WanLink, ubus: Ubus): Promise<WanCheckResult[]> {
  const succeeds = (program: 'ping' | 'nslookup', params: string[]) => () => execProgram(ubus, program, params).then((answer) => answer.code === 0);
  const ping = (address: string) => succeeds('ping', [...wanPingArgs, address]);
  const probes: Array<[WanCheck, (() => Promise<boolean>) | undefined]> = [
    ['link', link.up ? async () => true : undefined],
    ['gateway', link.gateway ? ping(link.gateway) : undefined],
    ['dns', succeeds('nslookup', [probeName])],
    ['internet', ping(probeAddress)],
  ];
  const results: WanCheckResult[] = [];
  for (const [check, probe] of probes) {
    if (results.some((result) => !result.ok)) {
      results.push({ check, ok: false, skipped: true, latencyMs: 0 });
      continue;
    }
    const started = performance.now();
    const ok = probe ? await probe().catch(() => false) : false;
    const latencyMs = ok && check !== 'link' ? Math.max(1, Math.round(performance.now() - started)) : 0;
    results.push({ check, ok, skipped: false, latencyMs });
  }
  return results;
}
