// OpenWrt's real firewall4 over a test's /etc/config/firewall: the shared kit's fw4-render
// (../shared/openwrt/tools, beside the checkout or a folder above it) over the firewall4 of the
// folder OPENWRT_TOOLS names (built by hand, never here). Undefined where either is absent: such
// tests skip, saying so in their title.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openwrtReference } from './openwrt-reference';

const render = openwrtReference && path.join(openwrtReference, 'tools/fw4-render');
const tools = process.env.OPENWRT_TOOLS;

/** True where fw4 can render here. */
export const fw4Available = Boolean(render && existsSync(render) && tools && existsSync(path.join(tools, 'firewall4')));

export function needsFw4(title: string): string {
  return fw4Available ? title : `${title} (skipped: needs ../shared/openwrt/tools/fw4-render and OPENWRT_TOOLS with firewall4)`;
}

/** The nftables ruleset fw4 makes of `configDir`/firewall; throws on a warning or a ruleset nft refuses. */
export function fw4Ruleset(configDir: string): string {
  const out = mkdtempSync(path.join(tmpdir(), 'routerd-fw4-'));
  try {
    const env = { ...process.env, OPENWRT_BUILD: tools, LD_LIBRARY_PATH: path.join(tools ?? '', 'lib') };
    const rendered = spawnSync(render ?? '', [configDir, out], { encoding: 'utf8', env });
    if (rendered.status !== 0) throw new Error(`fw4-render: ${rendered.stdout}${rendered.stderr}`);
    return readFileSync(path.join(out, 'ruleset.nft'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Whether any DNAT to `host` in the ruleset takes tcp `port` (a `dport N` or `dport A-B` before `dnat ... host`). */
export function dnatsPortTo(ruleset: string, host: string, port: number): boolean {
  return ruleset.split('\n').some((line) => {
    if (!line.includes('dnat') || !line.includes(host)) return false;
    if (/l4proto/.test(line) && !/l4proto[^d]*\btcp\b/.test(line)) return false;
    const ports = /dport (\d+)(?:-(\d+))?/.exec(line);
    if (!ports) return true;
    const from = Number(ports[1]);
    return port >= from && port <= Number(ports[2] ?? from);
  });
}
