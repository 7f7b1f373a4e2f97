// The radio's last 24 hours on a stock OpenWrt (issue 40.5): the package's SIM watch service
// (simwatch.uc, under procd) samples the modem each minute into /tmp and copies that to flash at
// most once an hour, so the history goes on with no browser open and, but for its last hour, over
// a reboot. The console reads the /tmp file with rpcd's `file read` (granted in simwatch-files.ts).
// No file yet (the service not started, no step run) or one that is not the service's: no history.
// Browser-safe.
import { HISTORY_SPAN_MS, parseHistoryCopy, type RadioHistoryReader, type RadioSample } from '@rc/core/radio/radio-history';
import type { Ubus } from './ubus';
import { readRouterFileIfAny } from './router-files';
import { simWatchFiles } from './simwatch-files';

export class RouterRadioHistory implements RadioHistoryReader {
  readonly kept = 'flash';

  constructor(
    private readonly ubus: Ubus,
    private readonly now: () => number = Date.now,
  ) {}

  async lastDay(): Promise<readonly RadioSample[]> {
    const text = await readRouterFileIfAny(this.ubus, simWatchFiles.radioHistory);
    const now = this.now();
    return parseHistoryCopy(text, now).filter((s) => s.time >= now - HISTORY_SPAN_MS);
  }
}
