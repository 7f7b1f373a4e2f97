// Service > Speech control (spec 2 names only the tab): a voice assistant bound to the router through
// its cloud login. Which assistant, which commands it may give, and what it was heard saying. The
// settings live in a file of ours, /etc/config/speech `config speech 'speech'`: no OpenWrt package reads it.
import { z } from 'zod';
import { cloudLink } from './cloud-fields';

export const SpeechKey = {
  /** the speech hook of the simulated router, called on another platform */
  simulatedOnly: 'speech.simulatedOnly',
  /** a command while speech control is off: nothing hears it */
  off: 'speech.off',
} as const;

/** The assistants the cloud binds to. */
export const SpeechPlatforms = ['alexa', 'google', 'xiaoai', 'tmall_genie', 'xiaodu'] as const;

/** What an assistant can ask of the router; each pair of on/off shares one permission. */
export const SpeechCommands = ['wifi_on', 'wifi_off', 'guest_wifi_on', 'guest_wifi_off', 'online_devices', 'traffic', 'reboot'] as const;
export type SpeechCommand = (typeof SpeechCommands)[number];

/** The permission (a set_speech field) each command needs. */
export const SpeechPermissionOf = {
  wifi_on: 'allowWifi',
  wifi_off: 'allowWifi',
  guest_wifi_on: 'allowGuestWifi',
  guest_wifi_off: 'allowGuestWifi',
  online_devices: 'allowDevices',
  traffic: 'allowTraffic',
  reboot: 'allowReboot',
} as const satisfies Record<SpeechCommand, string>;

/** How many heard commands the router keeps, newest first. */
export const SpeechHistoryLength = 20;

const switchValue = z.enum(['1', '0']);

export const speechFields = {
  enabled: switchValue,
  platform: z.enum(SpeechPlatforms),
  allowWifi: switchValue,
  allowGuestWifi: switchValue,
  allowDevices: switchValue,
  allowTraffic: switchValue,
  /** off by default: a reboot cuts every connection */
  allowReboot: switchValue,
};

/** done: carried out; refused: not allowed here; failed: allowed but could not be done (no guest network). */
export const SpeechResults = ['done', 'refused', 'failed'] as const;

export const speechHeard = z.object({
  /** epoch milliseconds */
  time: z.number(),
  command: z.enum(SpeechCommands),
  result: z.enum(SpeechResults),
  /** online_devices: how many devices are online */
  devices: z.number().optional(),
  /** traffic: bytes received and sent over the WAN since the router started */
  rxBytes: z.number().optional(),
  txBytes: z.number().optional(),
});

/**
 * What a vendor's cloud client answers to `ubus call cloud speech_heard`: the commands its voice
 * platform gave, in speechHeard's shape, newest first; the console lists the first SpeechHistoryLength.
 */
export const cloudClientHeard = z.object({
  heard: z.array(speechHeard).transform((heard) => heard.slice(0, SpeechHistoryLength)),
});

export const speechStatus = z.object({
  ...cloudLink,
  /** newest first, at most SpeechHistoryLength */
  heard: z.array(speechHeard),
  /**
   * false where the console cannot see what the voice platform said (the linux platform; a router
   * whose vendor cloud client does not answer `cloud speech_heard`), so `heard` is empty, not "none heard"
   */
  heardKnown: z.boolean(),
});
