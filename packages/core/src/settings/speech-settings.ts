// /etc/config/speech, a file of ours: no OpenWrt package reads it (the vendor's cloud client would;
// on the simulated router the daemon itself carries out what the assistant asks).
//   config speech 'speech'
//     enabled, platform, allow_wifi, allow_guest_wifi, allow_devices, allow_traffic, allow_reboot
import { SpeechPlatforms } from '@rc/contract/ops/service/speech-fields';
import type { UciPackage } from '../uci/uci-types';
import { ensureSection, getOption, getSection, setOption } from '../uci/uci-edit';

export const speechPackage = 'speech';

type Switch = '1' | '0';

export interface SpeechSettings {
  enabled: Switch;
  platform: (typeof SpeechPlatforms)[number];
  allowWifi: Switch;
  allowGuestWifi: Switch;
  allowDevices: Switch;
  allowTraffic: Switch;
  allowReboot: Switch;
}

// UCI option of each permission, and whether it is allowed before anything is saved: everything
// but a reboot, which cuts every connection.
const permissions = {
  allowWifi: { option: 'allow_wifi', initial: '1' },
  allowGuestWifi: { option: 'allow_guest_wifi', initial: '1' },
  allowDevices: { option: 'allow_devices', initial: '1' },
  allowTraffic: { option: 'allow_traffic', initial: '1' },
  allowReboot: { option: 'allow_reboot', initial: '0' },
} as const;

type Permission = keyof typeof permissions;
const permissionNames = Object.keys(permissions) as Permission[];

export function readSpeech(pkg: UciPackage): SpeechSettings {
  const section = getSection(pkg, 'speech');
  const option = (name: string) => section && getOption(section, name);
  const platform = SpeechPlatforms.find((known) => known === option('platform')) ?? SpeechPlatforms[0];
  const allowed = (name: Permission): Switch => {
    const value = option(permissions[name].option) ?? permissions[name].initial;
    return value === '1' ? '1' : '0';
  };
  return {
    enabled: option('enabled') === '1' ? '1' : '0',
    platform,
    ...(Object.fromEntries(permissionNames.map((name) => [name, allowed(name)])) as Record<Permission, Switch>),
  };
}

export function writeSpeech(pkg: UciPackage, settings: SpeechSettings): void {
  const section = ensureSection(pkg, 'speech', 'speech');
  setOption(section, 'enabled', settings.enabled);
  setOption(section, 'platform', settings.platform);
  for (const name of permissionNames) setOption(section, permissions[name].option, settings[name]);
}
