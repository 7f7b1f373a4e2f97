// OpenWrt's real firewall4 over the stack's /etc/config/firewall: the shared kit's `fw4-render`
// (`fw4 print` on firewall4's own interface mocks, lan br-lan and wan eth1, then `nft -c`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenWrtStack } from './stack';
import type { OpenWrtTools } from './tools';

export interface Fw4Render {
  /** what fw4 warned of, less its note on each rule switched off (the page's "off" is that) */
  warnings: string[];
  nftOk: boolean;
  /** the nftables ruleset fw4 made */
  ruleset: string;
}

export function renderFirewall(tools: OpenWrtTools, stack: OpenWrtStack): Fw4Render {
  const out = mkdtempSync(join(tmpdir(), 'routerd-fw4-'));
  try {
    const rendered = spawnSync(join(tools.kit, 'fw4-render'), [join(stack.root, 'etc/config'), out], { encoding: 'utf8' });
    const warnings = readFileSync(join(out, 'warnings'), 'utf8')
      .split('\n')
      .filter((line) => line && !/is disabled, ignoring section/.test(line));
    return { warnings, nftOk: rendered.stdout.includes('nft check ok'), ruleset: readFileSync(join(out, 'ruleset.nft'), 'utf8') };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
