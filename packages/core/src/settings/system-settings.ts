// The `system` UCI package: host name and time zone (OpenWrt system.@system[0]).
import type { UciPackage } from '../uci/uci-types';
import { getOption, sectionsOfType } from '../uci/uci-edit';

export interface SystemSettings {
  hostname: string;
  /** POSIX TZ string, e.g. CST-8 */
  timezone: string;
  /** IANA zone name, e.g. Asia/Shanghai */
  zonename: string;
}

export function systemSettings(system: UciPackage): SystemSettings {
  const section = sectionsOfType(system, 'system')[0];
  return {
    hostname: (section && getOption(section, 'hostname')) ?? 'OpenWrt',
    timezone: (section && getOption(section, 'timezone')) ?? 'UTC',
    zonename: (section && getOption(section, 'zonename')) ?? 'UTC',
  };
}
