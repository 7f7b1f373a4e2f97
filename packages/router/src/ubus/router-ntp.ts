// sync_time on the router: BusyBox ntpd once per server in turn (`ntpd -n -q -p <server>`: stay in
// the foreground, set the clock from the first good answer and quit), as sysntpd runs it for good.
// BusyBox networking/ntpd.c step_time() says "setting time to ... (offset +N.NNNNNNs)" when it
// steps the clock; a small offset it slews says nothing and is taken as 0.
import type { TimeSync } from '@rc/core/platform/platform';
import type { Ubus } from './ubus';
import { execProgram, runProgram } from './router-programs';

export const ntpdArgs = ['-n', '-q', '-p'];

export async function ntpSync(ubus: Ubus, servers: string[]): Promise<TimeSync | undefined> {
  for (const server of servers) {
    const answer = await execProgram(ubus, 'ntpd', [...ntpdArgs, server]).catch(() => undefined);
    if (answer?.code !== 0) continue;
    const offset = /\(offset ([+-]?\d+(?:\.\d+)?)s\)/.exec(`${answer.stdout}\n${answer.stderr}`)?.[1];
    return { server, offsetMs: offset === undefined ? 0 : Math.round(Number(offset) * 1000) };
  }
  return undefined;
}

/**
 * The router's clock, epoch milliseconds: BusyBox `date +%s`. procd's `system info` answers
 * `localtime` as epoch seconds plus the zone's offset (system.c: tm_gmtoff), which only the
 * zone's rules (daylight time included) could take back off; the browser's clock is not the router's.
 */
export async function routerClock(ubus: Ubus): Promise<number> {
  const seconds = Number((await runProgram(ubus, 'date', ['+%s'])).trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('date answered no clock');
  return seconds * 1000;
}
