// Test support: a device restarted with one feature of menu_conf.json off (spec 3), the file put
// back afterwards (the daemon reads it again when it changes, menu-conf-file.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeatureGroup } from '@rc/contract/features';
import type { HookedTabDevice } from './tab-test-kit';

export async function withFeatureOff(kit: HookedTabDevice, group: FeatureGroup, feature: string, run: () => Promise<void>): Promise<void> {
  const menuFile = path.join(kit.device.dataDir, 'menu_conf.json');
  const menu = await readFile(menuFile, 'utf8');
  const conf = JSON.parse(menu) as Record<string, Record<string, string>>;
  await kit.device.stop();
  await writeFile(menuFile, JSON.stringify({ ...conf, [group]: { ...conf[group], [feature]: '0' } }));
  await kit.restart();
  try {
    await run();
  } finally {
    await writeFile(menuFile, menu);
  }
}
