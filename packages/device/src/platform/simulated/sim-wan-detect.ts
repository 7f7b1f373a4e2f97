// The simulated connectivity check: a link that is up reaches everything, with round trips
// that wander a little (`jitter` in [-1, 1]) around what a fibre line to a nearby ISP shows.
import type { WanCheck, WanCheckResult } from '@rc/core/platform/platform';

const typicalMs: Record<WanCheck, number> = { link: 0, gateway: 2, dns: 14, internet: 31 };
const order: WanCheck[] = ['link', 'gateway', 'dns', 'internet'];

/** `internetAnswers`: false while the simulator drops the WAN's pings (the ISP beyond the gateway is out). */
export function wanChecks(up: boolean, jitter: number, internetAnswers = true): WanCheckResult[] {
  return order.map((check) => {
    if (check === 'link') return { check, ok: up, skipped: false, latencyMs: 0 };
    if (!up) return { check, ok: false, skipped: true, latencyMs: 0 };
    if (check === 'internet' && !internetAnswers) return { check, ok: false, skipped: false, latencyMs: 0 };
    return { check, ok: true, skipped: false, latencyMs: Math.max(1, Math.round(typicalMs[check] * (1 + 0.4 * jitter))) };
  });
}
