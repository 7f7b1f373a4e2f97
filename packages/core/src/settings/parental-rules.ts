// Parental control rules as firewall4 reads them (openwrt/firewall4 root/usr/share/ucode/fw4.uc:
// parse_time for start_time / stop_time, parse_weekdays for weekdays, src_mac, target; time in
// local time as utc_time is unset). Each rule is `config rule 'pc_N'` from any zone to `wan` with
// proto 'all' (fw4's default is tcp and udp only). fw4 does not wrap hours past midnight, so a
// window such as 22:00-07:00 is two sections: pc_N (22:00-23:59:59 on the chosen days) and
// pc_N_next (00:00-07:00 on the days after), read back as one rule.
import { Weekdays, type Weekday } from '@rc/contract/constants';
import { isClockTime, isMac } from '@rc/contract/mac-and-clock';
import type { ParentalRule } from '@rc/contract/ops/advanced/parental';
import { PARENTAL_ID_RE } from '@rc/contract/ops/advanced/parental-fields';
import { addSection, getOption, getSection, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import { systemSettings } from './system-settings';
import { localMinute } from '../schedule/reboot-scheduler';
import type { UciPackage, UciSection } from '../uci/uci-types';

const NEXT_SUFFIX = '_next';
const fw4Days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export function readParentalRules(firewall: UciPackage): ParentalRule[] {
  return sectionsOfType(firewall, 'rule').flatMap((section) => {
    const rule = section.name !== undefined && PARENTAL_ID_RE.test(section.name) ? readRule(firewall, section, section.name) : undefined;
    return rule ? [rule] : [];
  });
}

function readRule(firewall: UciPackage, section: UciSection, id: string): ParentalRule | undefined {
  const mac = getOption(section, 'src_mac') ?? '';
  const startTime = clock(getOption(section, 'start_time'));
  const next = getSection(firewall, id + NEXT_SUFFIX);
  const endTime = clock(getOption(next ?? section, 'stop_time'));
  if (!isMac(mac) || !startTime || !endTime) return undefined;
  return {
    id,
    mac: mac.toUpperCase(),
    startTime,
    endTime,
    weekdays: readWeekdays(getOption(section, 'weekdays')),
    description: getOption(section, 'name') ?? '',
    enabled: getOption(section, 'enabled') === '0' ? '0' : '1',
  };
}

/** Replaces our rules with `rules`: a rule keeps its sections (and options we do not show). */
export function writeParentalRules(firewall: UciPackage, rules: readonly ParentalRule[]): void {
  const ids = assignIds(firewall, rules);
  const keep = new Set(ids);
  for (const section of sectionsOfType(firewall, 'rule')) {
    const base = section.name?.endsWith(NEXT_SUFFIX) ? section.name.slice(0, -NEXT_SUFFIX.length) : section.name;
    if (base !== undefined && PARENTAL_ID_RE.test(base) && !keep.has(base)) removeSection(firewall, section);
  }
  rules.forEach((rule, index) => writeRule(firewall, ids[index] ?? '', rule));
}

function writeRule(firewall: UciPackage, id: string, rule: ParentalRule): void {
  const crossesMidnight = rule.endTime < rule.startTime;
  const first = getSection(firewall, id) ?? addSection(firewall, 'rule', id);
  writeWindow(first, rule, rule.startTime, crossesMidnight ? '23:59:59' : rule.endTime, rule.weekdays);
  const existing = getSection(firewall, id + NEXT_SUFFIX);
  if (!crossesMidnight) {
    if (existing) removeSection(firewall, existing);
    return;
  }
  const next = existing ?? addSection(firewall, 'rule', id + NEXT_SUFFIX);
  writeWindow(next, rule, '00:00', rule.endTime, rule.weekdays.map(dayAfter));
}

function writeWindow(section: UciSection, rule: ParentalRule, start: string, stop: string, days: readonly Weekday[]): void {
  setOption(section, 'name', rule.description || `Parental control ${rule.mac}`);
  setOption(section, 'src', '*');
  setOption(section, 'dest', 'wan');
  setOption(section, 'src_mac', rule.mac.toUpperCase());
  setOption(section, 'proto', 'all');
  setOption(section, 'start_time', start);
  setOption(section, 'stop_time', stop);
  setOption(section, 'weekdays', Weekdays.filter((day) => days.includes(day)).map((day) => fw4Days[Weekdays.indexOf(day)]).join(' '));
  setOption(section, 'target', 'REJECT');
  setOption(section, 'enabled', rule.enabled === '0' ? '0' : undefined);
}

/** Existing ids stay; new rules take the lowest free pc_N. */
function assignIds(firewall: UciPackage, rules: readonly ParentalRule[]): string[] {
  const taken = new Set(rules.map((rule) => rule.id).filter(Boolean));
  let next = 1;
  return rules.map((rule) => {
    if (rule.id) return rule.id;
    while (taken.has(`pc_${next}`) || isForeign(firewall, `pc_${next}`)) next += 1;
    taken.add(`pc_${next}`);
    return `pc_${next}`;
  });
}

/** A section by that name that is not one of our rules (made by hand): never reused. */
function isForeign(firewall: UciPackage, name: string): boolean {
  const section = getSection(firewall, name);
  return section !== undefined && section.type !== 'rule';
}

function readWeekdays(value: string | undefined): Weekday[] {
  const names = (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const days = Weekdays.filter((day) => names.some((name) => name.length >= 2 && day.startsWith(name.slice(0, 3))));
  return days.length > 0 ? days : [...Weekdays];
}

function dayAfter(day: Weekday): Weekday {
  return Weekdays[(Weekdays.indexOf(day) + 1) % Weekdays.length] ?? 'mon';
}

function clock(value: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value ?? '');
  const time = match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : undefined;
  return isClockTime(time) ? time : undefined;
}

/** Whether the rule's window holds at this local weekday and HH:MM. */
export function ruleHoldsAt(rule: ParentalRule, weekday: Weekday, time: string): boolean {
  if (rule.enabled !== '1') return false;
  if (rule.startTime < rule.endTime) return rule.weekdays.includes(weekday) && time >= rule.startTime && time < rule.endTime;
  return (rule.weekdays.includes(weekday) && time >= rule.startTime) || (rule.weekdays.map(dayAfter).includes(weekday) && time < rule.endTime);
}

/** The rules that hold at `at` in the device's zone, and the MACs they block (upper case). */
export function parentalBlockingAt(firewall: UciPackage, system: UciPackage, at: number): { rules: string[]; macs: string[] } {
  const enabled = readParentalRules(firewall).filter((rule) => rule.enabled === '1');
  // Most routers have no rule: the local clock (the costliest part, via Intl) is not read then.
  if (enabled.length === 0) return { rules: [], macs: [] };
  const { weekday, time } = localMinute(at, systemSettings(system).zonename);
  const holding = enabled.filter((rule) => ruleHoldsAt(rule, weekday, time));
  return { rules: holding.map((rule) => rule.id), macs: [...new Set(holding.map((rule) => rule.mac.toUpperCase()))] };
}
