// System > Time settings: NTP and the time zone where OpenWrt keeps them (system.ntp, a
// `timeserver` section, and system.@system[0] zonename + timezone), and the timed restart.
import type { Ops } from '@rc/contract/registry';
import { posixTimeZone } from '@rc/contract/timezones';
import { systemSettings } from '../../settings/system-settings';
import { readRebootSchedule, schedulePackage, writeRebootSchedule } from '../../schedule/reboot-schedule';
import { addSection, ensureSection, getList, getOption, getSection, sectionsOfType, setOption } from '../../uci/uci-edit';
import type { UciPackage } from '../../uci/uci-types';
import type { Handler } from '../op-context';
import { OpError } from '../../errors/op-error';

export const get_ntp: Handler<Ops['get_ntp']> = async (_input, ctx) => {
  const system = await ctx.store.read('system');
  const ntp = getSection(system, 'ntp');
  const servers = ntp ? getList(ntp, 'server') : [];
  return {
    // OpenWrt's sysntpd runs unless system.ntp.enabled is '0'.
    enabled: ntp && getOption(ntp, 'enabled') === '0' ? '0' : '1',
    enableServer: ntp && getOption(ntp, 'enable_server') === '1' ? '1' : '0',
    preferredServer: servers[0] ?? '',
    alternateServer: servers[1] ?? '',
    zonename: systemSettings(system).zonename.replace(/ /g, '_'),
  };
};

export const set_ntp: Handler<Ops['set_ntp']> = async (input, ctx) => {
  await ctx.store.transact('set_ntp', ['system'], (draft) => {
    const system = draft.system as UciPackage;
    const main = sectionsOfType(system, 'system')[0] ?? addSection(system, 'system');
    setOption(main, 'zonename', input.zonename);
    setOption(main, 'timezone', posixTimeZone(input.zonename));
    // BusyBox sysntpd: enabled 0 runs no ntpd; enable_server adds -l; each server entry a -p peer.
    const ntp = ensureSection(system, 'timeserver', 'ntp');
    setOption(ntp, 'enabled', input.enabled);
    if (input.enableServer !== undefined) setOption(ntp, 'enable_server', input.enableServer);
    if (input.preferredServer !== undefined || input.alternateServer !== undefined) setOption(ntp, 'server', ntpServers(getList(ntp, 'server'), input));
  });
  return {};
};

/**
 * The page edits the first two entries, each its own; a third and fourth (OpenWrt ships four) stay
 * (issue 13.6), less one that repeats an edited entry (issue 40.7: sysntpd would ask it twice).
 */
function ntpServers(stored: string[], input: { preferredServer?: string; alternateServer?: string }): string[] {
  const [preferred = stored[0] ?? '', alternate = stored[1] ?? ''] = [input.preferredServer, input.alternateServer];
  const edited = [preferred, alternate].filter((server) => server !== '');
  const others = stored.slice(2).filter((server) => !edited.includes(server));
  return [...new Set(edited), ...others];
}

export const sync_time: Handler<Ops['sync_time']> = async (_input, ctx) => {
  const ntp = getSection(await ctx.store.read('system'), 'ntp');
  const servers = ntp ? getList(ntp, 'server') : [];
  if (servers.length === 0) throw new OpError('-12', 'ntp.noServer');
  const synced = await ctx.platform.syncTime(servers);
  if (!synced) throw new OpError('-12', 'ntp.syncFailed');
  return { ...synced, localtime: await ctx.platform.clock() };
};

/** Time settings' "Sync with browser": the clock set to the browser's, as LuCI's luci.setLocaltime. */
export const set_localtime: Handler<Ops['set_localtime']> = async (input, ctx) => {
  const before = await ctx.platform.clock();
  try {
    await ctx.platform.setClock(input.localtime);
  } catch {
    throw new OpError('-12', 'ntp.setClockFailed');
  }
  return { offsetMs: input.localtime - before, localtime: await ctx.platform.clock() };
};

export const get_timed_reboot: Handler<Ops['get_timed_reboot']> = async (_input, ctx) => readRebootSchedule(await ctx.store.read(schedulePackage));

export const set_timed_reboot: Handler<Ops['set_timed_reboot']> = async (input, ctx) => {
  await ctx.store.transact('set_timed_reboot', [schedulePackage], (draft) => {
    writeRebootSchedule(draft[schedulePackage] as UciPackage, input);
  });
  return {};
};
