// CPU use in percent from two samples of /proc/stat's "cpu" line. Browser-safe: the linux platform
// reads the file itself, the ubus platform through rpcd's `file read`.
import { cpuPercent, parseCpuTimes, type CpuTimes } from './proc-parsers';

// The shortest gap between two /proc/stat samples that gives a meaningful CPU percentage.
const cpuSampleGapMs = 200;

export interface CpuMeterOptions {
  /**
   * false: never wait for a second sample. The first call answers the share since boot (one read),
   * a call too soon after the previous one answers that one's percent again. On a router each read
   * is a round trip to /ubus, and the home page's first answer must not wait 200 ms for a second
   * (issue 41); its 5 s polling then gives the share since the previous poll.
   */
  waits?: boolean;
}

export class CpuMeter {
  private last: { time: number; times: CpuTimes; percent: number } | undefined;

  constructor(
    private readonly readStat: () => Promise<string>,
    private readonly now: () => number,
    private readonly options: CpuMeterOptions = {},
  ) {}

  /** Since the previous call, or over a fresh 200 ms when that was too recent or never. */
  async percent(): Promise<number> {
    let before = this.last;
    const tooRecent = !before || this.now() - before.time < cpuSampleGapMs;
    if (tooRecent && this.options.waits === false) return before ? before.percent : this.sample({ idle: 0, total: 0 });
    if (!before || tooRecent) {
      before = { time: this.now(), times: parseCpuTimes(await this.readStat()), percent: 0 };
      await new Promise((resolve) => setTimeout(resolve, cpuSampleGapMs));
    }
    return this.sample(before.times);
  }

  private async sample(before: CpuTimes): Promise<number> {
    const after = { time: this.now(), times: parseCpuTimes(await this.readStat()) };
    const percent = cpuPercent(before, after.times);
    this.last = { ...after, percent };
    return percent;
  }
}
