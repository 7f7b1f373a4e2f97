// set_localtime on a Linux machine: `date -s @<seconds>`, run with an argument array, as LuCI's luci.setLocaltime sets the clock on
// OpenWrt (rpcd-mod-luci: settimeofday). Needs CAP_SYS_TIME: without it date refuses.
import { execFile } from 'node:child_process';
import { dateSetArgs } from '@rc/core/linux/date-args';

const DATE_TIMEOUT_MS = 3_000;

export function setSystemClock(epochMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('date', dateSetArgs(epochMs), { timeout: DATE_TIMEOUT_MS }, (error) => (error ? reject(error) : resolve()));
  });
}
