// OpenWrt's real firewall4 over the stack's /etc/config/firewall: the shared kit's `fw4-render`
// (../shared/openwrt/tools, beside the checkout or a folder above it), a runner over the tools
// folder's firewall4 (`fw4 print` on firewall4's own interface mocks, lan br-lan and wan eth1,
// then `nft -c`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OpenWrtStack } from './stack';
import { repoRoot, type OpenWrtTools } from './tools';

export interface Fw4Render {
  /** what fw4 warned of, less its note on each rule switched off (the page's "off" is that) */
  warnings: string[];
  nftOk: boolean;
  /** the nftables ruleset fw4 made */
  ruleset: string;
}

/** ../shared/openwrt/tools/fw4-render above the checkout (a worktree sits deeper than the clone). */
export function findFw4Render(): string | undefined {
  for (let dir = dirname(repoRoot); dir !== dirname(dir); dir = dirname(dir)) {
    const render = join(dir, 'shared/openwrt/tools/fw4-render');
    if (existsSync(render)) return render;
  }
  return undefined;
}

export function renderFirewall(tools: OpenWrtTools, stack: OpenWrtStack): Fw4Render {
  const render = findFw4Render();
  if (!render) throw new Error('fw4-render is not in ../shared/openwrt/tools above the checkout');
  const out = mkdtempSync(join(tmpdir(), 'routerd-fw4-'));
  try {
    // fw4-render runs ucode, uci and firewall4 from the folder OPENWRT_BUILD names
    const env = { ...process.env, OPENWRT_BUILD: tools.prefix, LD_LIBRARY_PATH: join(tools.prefix, 'lib') };
    const rendered = spawnSync(render, [join(stack.root, 'etc/config'), out], { encoding: 'utf8', env });
    if (!existsSync(join(out, 'warnings'))) throw new Error(`fw4-render failed: ${rendered.stderr}`);
    const warnings = readFileSync(join(out, 'warnings'), 'utf8')
      .split('\n')
      .filter((line) => line && !/is disabled, ignoring section/.test(line));
    return { warnings, nftOk: rendered.stdout.includes('nft check ok'), ruleset: readFileSync(join(out, 'ruleset.nft'), 'utf8') };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
