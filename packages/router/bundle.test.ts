// The router runs no Node (issue 27): nothing the router build ships may import a Node module
// or use Node's globals; a Node import would be swapped for an empty stub by Vite and fail only
// when a page calls it. And the pages' budgets (DESIGN.md; measured by npm run bench): the
// dispatcher and the home page's handlers load without the schema library.
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

async function routerChunks(): Promise<Rollup.OutputChunk[]> {
  const output = await build({ configFile: `${import.meta.dirname}/vite.config.ts`, configLoader: 'runner', logLevel: 'silent', build: { write: false } });
  const bundles = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return bundles.flatMap((bundle) => bundle.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
}

/** The modules a chunk brings with it: its own and those of every chunk it imports statically. */
function staticModules(chunks: Rollup.OutputChunk[], first: Rollup.OutputChunk): string[] {
  const seen = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(chunks.find((other) => other.fileName === file)!);
  };
  visit(first);
  return [...seen].flatMap((chunk) => chunk.moduleIds);
}

const chunkOf = (chunks: Rollup.OutputChunk[], source: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))!;

describe('the router bundle', () => {
  let chunks: Rollup.OutputChunk[];
  beforeAll(async () => {
    chunks = await routerChunks();
  }, 120_000);

  // The home page's ops: its cards (home.ts), the 4G card's radio row (radio.ts), the SMS badge and
  // the data-cap warning (cellular-alerts.ts); the save syncs (router-sync.ts) load with the first save.
  it('loads the dispatcher and the home page\'s handlers without zod or the save syncs', () => {
    const homeSources = ['router/src/ubus/router-dispatcher.ts', 'core/src/ops/home/home.ts', 'core/src/ops/network/radio.ts', 'core/src/ops/network/cellular-alerts.ts'];
    for (const source of homeSources) {
      expect([source, staticModules(chunks, chunkOf(chunks, source)).filter((id) => /[\\/]zod[\\/]|router-sync\.ts$/.test(id))]).toEqual([source, []]);
    }
  });

  // What the home page does not call loads with the page that does (DESIGN budgets): the store's
  // save path; the storage, DDNS, WAN check, log, WireGuard, watchcat, clock, Wi-Fi support,
  // package-check code and the tunnels' links of UbusPlatform; the Wi-Fi scan; the password,
  // reboot, reset and backup ops; the modem, SMS and radio parsers until mmcli or uqmi answered.
  it('loads the dispatcher and the platform without what the home page does not call', () => {
    const onDemand = /[\\/](ubus-config-save|uci-changes|uci-writable|router-storage|block-parsers|router-background|router-ddns|router-wan-detect|logread|wg-dump|watchcat-interface|date-args|router-packages|router-backup|router-admin-ops|router-tunnels|router-wifi-support|iwinfo-scan|mmcli|mmcli-sms|mmcli-radio|uqmi-radio|radio-bands)\.ts$/;
    const transport = chunkOf(chunks, 'router/src/router-transport.ts');
    expect(transport.moduleIds.some((id) => id.endsWith('router/src/ubus/ubus-platform.ts'))).toBe(true);
    expect(staticModules(chunks, transport).filter((id) => onDemand.test(id))).toEqual([]);
  });

  it('paints the login page without the dispatcher', () => {
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(staticModules(chunks, entry).filter((id) => /router-dispatcher|ubus-platform|[\\/]zod[\\/]/.test(id))).toEqual([]);
  });

  it('imports no node: module and uses no Buffer', () => {
    expect(chunks.length).toBeGreaterThan(10);
    const offenders = chunks.flatMap((chunk) => {
      const found: string[] = [];
      for (const id of [...chunk.imports, ...chunk.dynamicImports, ...chunk.moduleIds]) if (/^node:|__vite-browser-external/.test(id)) found.push(`${chunk.fileName}: ${id}`);
      if (/(?<![\w$.])Buffer\./.test(chunk.code)) found.push(`${chunk.fileName}: Buffer`);
      if (/from\s*["']node:|import\(["']node:/.test(chunk.code)) found.push(`${chunk.fileName}: node: import`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
