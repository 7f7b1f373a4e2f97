// System > Time settings (spec 2 "NTP time sync and scheduled reboot"; spec 3 "NTP: client enabled,
// act as server, preferred and alternate server, time zone. Timed restart: enabled, method, time,
// weekdays Mon-Sun"). NTP lives where OpenWrt keeps it: system.ntp and system.@system[0].
import { z } from 'zod';
import { defineOp } from '../../op';
import { clockTimeSchema, emptyOr, networkHostSchema, ValidationKey, weekdaysSchema } from '../../datatypes';
import { SystemLimits } from '../../constants';
import { zoneNames } from '../../timezones';
import { rebootMethodSchema, switchSchema } from './schedule-fields';

const ntpServer = () => emptyOr(networkHostSchema(), ValidationKey.networkHost);

// With the client off the page hides the rest (BusyBox sysntpd runs no ntpd at all then, server
// included) and sends neither: absent keeps what is stored.
const ntpFields = {
  enabled: switchSchema(),
  enableServer: switchSchema().optional(),
  preferredServer: ntpServer().optional(),
  alternateServer: ntpServer().optional(),
  // OpenWrt's /etc/init.d/system takes a zone with spaces too ('America/New York', as LuCI saves
  // some), turning them into the zoneinfo file's underscores: so does this (issue 13.9).
  zonename: z.preprocess((value) => (typeof value === 'string' ? value.replace(/ /g, '_') : value), z.enum(zoneNames, { error: 'ntp.zoneInvalid' })),
};

export const get_ntp = defineOp({
  op: 'get_ntp',
  method: 'GET',
  feature: 'mgnt_system',
  summary: 'NTP client and server switches, the first two servers of system.ntp, and the time zone (IANA name; the device writes the POSIX string beside it).',
  input: z.strictObject({}),
  output: z.object({
    enabled: z.enum(['1', '0']),
    enableServer: z.enum(['1', '0']),
    preferredServer: z.string(),
    alternateServer: z.string(),
    zonename: z.string(),
  }),
});

export const set_ntp = defineOp({
  op: 'set_ntp',
  method: 'POST',
  feature: 'mgnt_system',
  mutates: true,
  summary:
    'Saves NTP and the time zone. With the client on, a preferred server is required; the preferred and the alternate server are the first two entries of the server list, the rest kept (less any entry they repeat). enableServer, preferredServer and alternateServer absent keep what is stored (the page sends none with the client off).',
  input: z.strictObject(ntpFields).superRefine((value, context) => {
    if (value.enabled === '1' && !value.preferredServer) {
      context.addIssue({ code: 'custom', path: ['preferredServer'], message: 'ntp.serverRequired' });
    }
  }),
  output: z.object({}),
});

export const sync_time = defineOp({
  op: 'sync_time',
  method: 'POST',
  feature: 'mgnt_system',
  mutates: true,
  summary: "Synchronises the clock now with the configured servers, first answer wins. -12 with msg ntp.syncFailed when none answers, ntp.noServer when none is configured.",
  input: z.strictObject({}),
  output: z.object({
    server: z.string(),
    /** how far the device clock was off, milliseconds (positive: it was behind) */
    offsetMs: z.number(),
    /** device clock after the sync, epoch milliseconds */
    localtime: z.number(),
  }),
});

export const set_localtime = defineOp({
  op: 'set_localtime',
  method: 'POST',
  feature: 'mgnt_system',
  mutates: true,
  summary:
    "Sets the device clock to the time given (epoch milliseconds: Time settings' \"Sync with browser\" sends the browser's clock), as LuCI's luci.setLocaltime does; on OpenWrt with BusyBox `date -s @<seconds>`. -2 ntp.localtimeInvalid outside 2020-2099; -12 with msg ntp.setClockFailed when the device refuses.",
  input: z.strictObject({
    localtime: z
      .number({ error: 'ntp.localtimeInvalid' })
      .int('ntp.localtimeInvalid')
      .min(SystemLimits.deviceClockMinMs, 'ntp.localtimeInvalid')
      .max(SystemLimits.deviceClockMaxMs, 'ntp.localtimeInvalid'),
  }),
  output: z.object({
    /** how far the device clock was off, milliseconds (positive: it was behind) */
    offsetMs: z.number(),
    /** device clock after the change, epoch milliseconds */
    localtime: z.number(),
  }),
});

const timedRebootOutput = z.object({
  enabled: z.enum(['1', '0']),
  method: z.enum(['daily', 'weekly']),
  time: z.string(),
  weekdays: z.array(z.string()),
});

export const get_timed_reboot = defineOp({
  op: 'get_timed_reboot',
  method: 'GET',
  feature: 'mgnt_system',
  summary: 'Timed restart: on or off, daily or weekly, the time of day (device time zone) and the weekdays of a weekly restart. The same schedule as get_reboot_schedule.',
  input: z.strictObject({}),
  output: timedRebootOutput,
});

export const set_timed_reboot = defineOp({
  op: 'set_timed_reboot',
  method: 'POST',
  feature: 'mgnt_system',
  mutates: true,
  summary: 'Saves the timed restart. time is required when enabled, weekdays when weekly; a field left out keeps its stored value. The device reboots at that time.',
  input: z
    .strictObject({
      enabled: switchSchema(),
      method: rebootMethodSchema(),
      time: clockTimeSchema().optional(),
      weekdays: weekdaysSchema().optional(),
    })
    .superRefine((value, context) => {
      if (value.enabled === '1' && value.time === undefined) context.addIssue({ code: 'custom', path: ['time'], message: ValidationKey.clockTime });
      if (value.enabled === '1' && value.method === 'weekly' && value.weekdays === undefined) {
        context.addIssue({ code: 'custom', path: ['weekdays'], message: ValidationKey.weekdays });
      }
    }),
  output: z.object({}),
});
