// The daemon's SIM usage meter and failover (system/cellular); a router has neither in the
// browser: its SIM watch service counts and switches (platform.simRecords reads its files).
import type { SimFailover } from '../../../../device/src/system/cellular/sim-failover';
import type { SimUsageMeter } from '../../../../device/src/system/cellular/sim-usage-meter';
import { NotOnRouterError } from '../../errors/not-on-router';
import type { OpContext } from '../op-context';

export function daemonCellular(ctx: OpContext): { meter: SimUsageMeter; failover: SimFailover } | undefined {
  try {
    return { meter: ctx.system.simUsage, failover: ctx.system.simFailover };
  } catch (err) {
    if (err instanceof NotOnRouterError) return undefined;
    throw err;
  }
}
