// procd's `system info` as the status pages and the login page read it. Browser-safe.
import { list, num, object } from './ubus-values';

export interface SystemInfo {
  uptime: number;
  memTotal: number;
  memUsed: number;
  load: [number, number, number];
}

/** procd's `system info`: load is the kernel's fixed point (x 65536), memory in bytes. */
export function parseSystemInfo(answer: unknown): SystemInfo {
  const info = object(answer);
  const memory = object(info.memory);
  const total = num(memory.total);
  // What the kernel could hand out now, as `free` counts it; `available` when procd has it.
  const available = memory.available !== undefined ? num(memory.available) : num(memory.free) + num(memory.buffered) + num(memory.cached);
  const [a = 0, b = 0, c = 0] = list(info.load).map((l) => Math.round((num(l) / 65536) * 100) / 100);
  return { uptime: num(info.uptime), memTotal: total, memUsed: Math.max(0, total - available), load: [a, b, c] };
}
