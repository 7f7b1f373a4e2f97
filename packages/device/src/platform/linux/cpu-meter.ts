// CPU use in percent from two samples of /proc/stat's "cpu" line. Browser-safe: the linux platform
// reads the file itself, the ubus platform through rpcd's `file read`.
import { cpuPercent, parseCpuTimes, type CpuTimes } from './proc-parsers';

// The shortest gap between two /proc/stat samples that gives a meaningful CPU percentage.
const cpuSampleGapMs = 200;

export class CpuMeter {
  private last: { time: number; times: CpuTimes } | undefined;

  constructor(
    private readonly readStat: () => Promise<string>,
    private readonly now: () => number,
  ) {}

  /** Since the previous call, or over a fresh 200 ms when that was too recent or never. */
  async percent(): Promise<number> {
    let before = this.last;
    if (!before || this.now() - before.time < cpuSampleGapMs) {
      before = { time: this.now(), times: parseCpuTimes(await this.readStat()) };
      await new Promise((resolve) => setTimeout(resolve, cpuSampleGapMs));
    }
    const after = { time: this.now(), times: parseCpuTimes(await this.readStat()) };
    this.last = after;
    return cpuPercent(before.times, after.times);
  }
}
