// The connectivity check on a real machine: the default route's link, a ping to its gateway,
// a DNS lookup and a ping to a public resolver. DESIGN: execFile with an argument array, and
// only addresses that passed the IPv4 rule reach ping.
import { execFile } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { isIpv4 } from '@rc/contract/datatypes';
import type { WanCheck, WanCheckResult, WanLink } from '@rc/core/platform/platform';
import { resolveProgram } from '../../system/diagnostics/resolve-program';

// A name and an address that answer from anywhere the device may be (AliDNS anycast).
const probeName = 'www.qq.com';
const probeAddress = '223.5.5.5';
const timeoutMs = 3000;

type Probe = () => Promise<number | undefined>;

export async function linuxWanChecks(link: WanLink): Promise<WanCheckResult[]> {
  const probes: Array<[WanCheck, Probe]> = [
    ['link', async () => (link.up ? 0 : undefined)],
    ['gateway', () => ping(link.gateway)],
    ['dns', () => timed(() => lookup(probeName, { family: 4 }))],
    ['internet', () => ping(probeAddress)],
  ];
  const results: WanCheckResult[] = [];
  for (const [check, probe] of probes) {
    if (results.some((result) => !result.ok)) {
      results.push({ check, ok: false, skipped: true, latencyMs: 0 });
      continue;
    }
    const latencyMs = await probe().catch(() => undefined);
    results.push({ check, ok: latencyMs !== undefined, skipped: false, latencyMs: latencyMs ?? 0 });
  }
  return results;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.max(1, Math.round(performance.now() - started));
}

function ping(address: string): Promise<number | undefined> {
  const program = resolveProgram('ping');
  if (!program || !isIpv4(address)) return Promise.resolve(undefined);
  return timed(
    () =>
      new Promise<void>((resolve, reject) => {
        execFile(program, ['-n', '-c', '1', '-W', '2', address], { timeout: timeoutMs }, (error) => (error ? reject(error) : resolve()));
      }),
  );
}
