// The connectivity check on the router: the WAN link as netifd has it, then BusyBox's ping of the
// gateway, nslookup of a name and a ping of a public resolver, each step skipped after a failure.
import type { WanCheck, WanCheckResult, WanLink } from '../platform';
import type { RunProgram } from './run-program';

// A name and an address that answer from anywhere the device may be (AliDNS anycast).
const probeName = 'www.qq.com';
const probeAddress = '223.5.5.5';
const timeoutMs = 4000;

export async function openwrtWanChecks(link: WanLink, run: RunProgram): Promise<WanCheckResult[]> {
  // BusyBox ping: -c count, -W seconds to wait for the answer.
  const ping = (address: string) => () => run('ping', ['-c', '1', '-W', '2', address], { timeoutMs });
  const probes: Array<[WanCheck, (() => Promise<unknown>) | undefined]> = [
    ['link', link.up ? async () => undefined : undefined],
    ['gateway', link.gateway ? ping(link.gateway) : undefined],
    ['dns', () => run('nslookup', [probeName], { timeoutMs })],
    ['internet', ping(probeAddress)],
  ];
  const results: WanCheckResult[] = [];
  for (const [check, probe] of probes) {
    if (results.some((result) => !result.ok)) {
      results.push({ check, ok: false, skipped: true, latencyMs: 0 });
      continue;
    }
    const started = performance.now();
    const ok = probe ? await probe().then(() => true, () => false) : false;
    const latencyMs = ok && check !== 'link' ? Math.max(1, Math.round(performance.now() - started)) : 0;
    results.push({ check, ok, skipped: false, latencyMs });
  }
  return results;
}
