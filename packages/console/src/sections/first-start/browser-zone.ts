// Step 4 of the first-start wizard: the browser's time zone as one of the zones the Time settings
// tab offers (contract/timezones.ts, OpenWrt's list): the same name, or else the first zone whose
// UTC offset matches the browser's in January and in July (its winter and summer time).
import { zoneNames, type ZoneName } from '@rc/contract/timezones';

const probes = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)];

/** Minutes ahead of UTC at `epochMs` in `zone`; undefined when the engine does not know the zone. */
export function utcOffsetMinutes(zone: string, epochMs: number): number | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(epochMs);
    const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
    return Math.round((local - epochMs) / 60_000);
  } catch {
    return undefined;
  }
}

export function browserZone(browser: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): ZoneName | undefined {
  if (!browser) return undefined;
  const known = zoneNames.find((zone) => zone === browser);
  if (known) return known;
  const offsets = (zone: string) => probes.map((at) => utcOffsetMinutes(zone, at)).join();
  const wanted = offsets(browser);
  if (wanted.includes('undefined') || wanted === ',') return undefined;
  return zoneNames.find((zone) => offsets(zone) === wanted);
}
