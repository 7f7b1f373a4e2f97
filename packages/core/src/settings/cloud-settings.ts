// /etc/config/cloud, a file of ours: no OpenWrt package reads it (the vendor's cloud client would;
// on the simulated router the daemon plays that client). Two named sections:
//   config login 'login'      enabled, server   (Service > Cloud login)
//   config control 'control'  enabled, account, remark   (Service > Cloud management)
import type { UciPackage } from '../uci/uci-types';
import { ensureSection, getOption, getSection, setOption } from '../uci/uci-edit';

export const cloudPackage = 'cloud';

export interface CloudLoginSettings {
  enabled: '1' | '0';
  server: string;
}

export interface CloudControlSettings {
  enabled: '1' | '0';
  account: string;
  remark: string;
}

const on = (value: string | undefined): '1' | '0' => (value === '1' ? '1' : '0');

export function readCloudLogin(cloud: UciPackage): CloudLoginSettings {
  const section = getSection(cloud, 'login');
  return { enabled: on(section && getOption(section, 'enabled')), server: (section && getOption(section, 'server')) ?? '' };
}

export function writeCloudLogin(cloud: UciPackage, settings: CloudLoginSettings): void {
  const section = ensureSection(cloud, 'login', 'login');
  setOption(section, 'enabled', settings.enabled);
  setOption(section, 'server', settings.server);
}

/** Management is off until the administrator allows it. */
export function readCloudControl(cloud: UciPackage): CloudControlSettings {
  const section = getSection(cloud, 'control');
  const option = (name: string) => (section && getOption(section, name)) ?? '';
  return { enabled: on(option('enabled')), account: option('account'), remark: option('remark') };
}

export function writeCloudControl(cloud: UciPackage, settings: CloudControlSettings): void {
  const section = ensureSection(cloud, 'control', 'control');
  setOption(section, 'enabled', settings.enabled);
  setOption(section, 'account', settings.account);
  setOption(section, 'remark', settings.remark);
}
