// Advanced > Network watchdog (spec 2, 3, 5): "4G first, detection address 1 and 2, interval,
// action (none | netrestart | sysrestart)", kept where OpenWrt's watchcat package reads it
// (/etc/config/watchcat, `config watchcat`, read by /etc/init.d/watchcat).
import { z } from 'zod';
import { defineOp } from '../../op';
import { emptyOr, intInRange, isNetworkHost } from '../../datatypes';
import { NetWatchdogActions, NetWatchdogInterval, NetWatchdogKey } from './netwatchdog-fields';

const switchValue = z.enum(['1', '0']);

// A detection address reaches watchcat's `ping` as one word of `pinghosts`: no spaces, no quotes.
const pingHost = () => emptyOr(z.string().refine(isNetworkHost, NetWatchdogKey.host), NetWatchdogKey.host);

const netWatchdogFields = {
  /**
   * watch and restart the 4G interface (wwan) instead of the WAN port (wan). Only the network
   * restart reads it, so a save may leave it out: the stored choice stays.
   */
  cellularFirst: switchValue.optional(),
  pingHost1: pingHost(),
  pingHost2: pingHost(),
  interval: intInRange(NetWatchdogInterval.min, NetWatchdogInterval.max, NetWatchdogKey.interval),
  action: z.enum(NetWatchdogActions),
};

export const get_netwatchdog = defineOp({
  op: 'get_netwatchdog',
  method: 'GET',
  feature: 'adv_netwatchdog',
  summary: "Network watchdog (ours, else the watchcat section in effect, such as watchcat's shipped one): which uplink it watches (cellularFirst '1': 4G, '0': WAN port), two detection addresses, the probe interval in seconds and the action when none answers for three intervals.",
  input: z.strictObject({}),
  output: z.object({
    cellularFirst: switchValue,
    pingHost1: z.string(),
    pingHost2: z.string(),
    interval: z.number(),
    action: z.enum(NetWatchdogActions),
  }),
});

export const set_netwatchdog = defineOp({
  op: 'set_netwatchdog',
  method: 'POST',
  feature: 'adv_netwatchdog',
  mutates: true,
  summary: "Saves the network watchdog. Any other watchcat section that pings (watchcat's shipped one) is switched off (watchcat_off), so one watchdog runs. Action 'none' stops the watchdog and keeps its addresses, interval and uplink (the section becomes watchcat_off, which watchcat.init never starts); 'netrestart' restarts the watched interface, 'sysrestart' reboots. An action other than none needs detection address 1.",
  input: z.strictObject(netWatchdogFields).superRefine((value, context) => {
    if (value.action !== 'none' && value.pingHost1 === '') {
      context.addIssue({ code: 'custom', path: ['pingHost1'], message: NetWatchdogKey.hostRequired });
    }
  }),
  output: z.object({}),
});

const probeResult = z.object({
  host: z.string(),
  /** '' before the first probe */
  answered: z.enum(['1', '0', '']),
  /** seconds since that probe, -1 before the first */
  secondsAgo: z.number(),
});

export const get_netwatchdog_status = defineOp({
  op: 'get_netwatchdog_status',
  method: 'GET',
  feature: 'adv_netwatchdog',
  summary: "What the watchdog saw: whether it runs here, the last probe of each address, how many probes in a row had no answer, and its last action (with seconds since, -1 for never); period: seconds without an answer before it acts (-1 off); shipped '1' while watchcat's own section (as installed: reboot after 6 h without 8.8.8.8) is the one in effect.",
  input: z.strictObject({}),
  output: z.object({
    running: switchValue,
    probes: z.array(probeResult),
    failuresInRow: z.number(),
    lastAction: z.enum(NetWatchdogActions),
    lastActionSecondsAgo: z.number(),
    /** seconds without any answer before it acts (watchcat's period), -1 when off */
    period: z.number(),
    /** '1': what runs is watchcat's own section as OpenWrt installs it, not one this page saved */
    shipped: switchValue,
  }),
});
