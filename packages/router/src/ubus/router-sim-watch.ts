// Each SIM's data usage and the switch log on a stock OpenWrt: the package's SIM watch service
// (/usr/share/routerd/simwatch.uc, run by procd from /etc/init.d/routerd-simwatch) writes them to
// /tmp; the console reads them with rpcd's `file read` (simwatch-files.ts names the files and
// grants them in the ACL). Missing files (the service not running, no modem seen yet) count as
// nothing counted; anything that is not what the service writes is left out. Browser-safe.
import { FailoverPace, simSwitchReasons } from '@rc/contract/ops/network/sim-fields';
import { isSlotUsage, type SimRecords, type SimSwitch, type SimUsage } from '@rc/core/platform/sim-records';
import type { Ubus } from './ubus';
import { readRouterFileIfAny } from './router-files';
import { simWatchFiles } from './simwatch-files';

const slotNames = ['sim1', 'sim2', 'none'];

async function readJson(ubus: Ubus, path: string): Promise<unknown> {
  const text = await readRouterFileIfAny(ubus, path);
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function isSwitch(value: unknown): value is SimSwitch {
  const entry = value as Partial<SimSwitch> | null;
  return (
    typeof entry?.time === 'number' &&
    slotNames.includes(entry.from as string) &&
    slotNames.includes(entry.to as string) &&
    (simSwitchReasons as readonly string[]).includes(entry.reason as string) &&
    (entry.value === undefined || typeof entry.value === 'number')
  );
}

export class RouterSimWatch implements SimRecords {
  constructor(private readonly ubus: Ubus) {}

  async usage(): Promise<SimUsage | undefined> {
    const saved = (await readJson(this.ubus, simWatchFiles.usage)) as Record<string, unknown> | undefined;
    if (!isSlotUsage(saved?.sim1) || !isSlotUsage(saved.sim2)) return undefined;
    return { dataStopped: saved.dataStopped === true, slots: { sim1: saved.sim1, sim2: saved.sim2 } };
  }

  async switches(): Promise<SimSwitch[]> {
    const saved = await readJson(this.ubus, simWatchFiles.switches);
    if (!Array.isArray(saved)) return [];
    return saved
      .filter(isSwitch)
      .slice(-FailoverPace.switchLogLimit)
      .map(({ time, from, to, reason, value }) => ({ time, from, to, reason, ...(value === undefined ? {} : { value }) }))
      .reverse();
  }
}
