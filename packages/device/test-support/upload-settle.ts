// Issue 26.2: after any upload, good or broken, the device comes back to rest: not busy (a save
// answers '1', not -7) and the upgrade stage idle.
import { ops } from '@rc/contract/registry';
import type { UpgradeStage } from '@rc/contract/ops/system/upgrade-fields';
import type { TestDevice } from './test-device';

/** Every op whose body is a file (contract `upload`). */
export const uploadOps = Object.entries(ops)
  .filter(([, def]) => 'upload' in def && def.upload)
  .map(([name]) => name);

/** The form fields an upload op's input accepts besides the file: its flags (keep), or none. */
export function uploadFields(op: string): Record<string, string> {
  const input = (ops as Record<string, { input: { safeParse(v: unknown): { success: boolean } } }>)[op]?.input;
  const candidates: Record<string, string>[] = [{}, { keep: '1' }];
  return candidates.find((fields) => input?.safeParse(fields).success) ?? {};
}

/** A save every page makes; it changes nothing a test looks at. */
export async function saveCode(device: TestDevice, token: string): Promise<string> {
  return (await device.call('set_timed_reboot', { token, input: { enabled: '0', method: 'daily' } })).body.code;
}

/**
 * How long until a save goes through and the upgrade stage is at rest; Infinity if not within
 * `withinMs`. At rest is idle; 'failed' too where a whole but refused image may have come.
 */
export async function untilSavesWork(device: TestDevice, token: string, withinMs: number, atRest: readonly UpgradeStage[] = ['idle']): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    const saved = (await saveCode(device, token)) === '1';
    if (saved && atRest.includes((await device.call('get_upgrade_progress', { token })).body.stage)) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}
