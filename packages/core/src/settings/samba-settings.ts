// File sharing as openwrt/packages net/samba4 reads /etc/config/samba4 (samba.init):
// - `config samba`: workgroup, charset, description (smb_header; shipped as in samba.config).
// - `config sambashare` (smb_add_share, via `config_foreach ... sambashare`): name (the share),
//   path, users (`valid users`), read_only, guest_ok. A share without name or path is skipped.
// samba.init has no on/off option: a switched-off share is kept as `config sambashare_off`, a
// type config_foreach never visits, so that Samba serves nothing and the settings come back when
// switched on. The password is not here: Samba's passdb holds it (system/samba/samba-passwords.ts).
import { SambaDefaults } from '@rc/contract/ops/service/samba-fields';
import { addSection, getOption, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { dropUnsafeOptions } from './unsafe-option-filter';

export const sambaPackage = 'samba4';
const ON = 'sambashare';
const OFF = 'sambashare_off';

export interface SambaShare {
  enabled: '1' | '0';
  name: string;
  username: string;
  path: string;
}

function shareSection(samba: UciPackage): UciSection | undefined {
  return samba.sections.find((section) => section.type === ON || section.type === OFF);
}

export function readSambaShare(samba: UciPackage): SambaShare {
  const section = shareSection(samba);
  return {
    enabled: section?.type === ON ? '1' : '0',
    name: (section && getOption(section, 'name')) ?? SambaDefaults.name,
    // samba.init's `valid users` is a list; the page edits one account.
    username: (section && getOption(section, 'users')?.split(/[\s,]+/)[0]) || SambaDefaults.username,
    path: (section && getOption(section, 'path')) ?? '',
  };
}

export function writeSambaShare(samba: UciPackage, share: SambaShare): void {
  if (!samba.sections.some((section) => section.type === 'samba')) {
    // samba.config's shipped globals, put first as there.
    const globals = addSection(samba, 'samba');
    setOption(globals, 'workgroup', 'WORKGROUP');
    setOption(globals, 'charset', 'UTF-8');
    setOption(globals, 'description', 'Samba on OpenWrt');
    samba.sections.unshift(samba.sections.pop() as UciSection);
  }
  const section = shareSection(samba) ?? addSection(samba, ON);
  section.type = share.enabled === '1' ? ON : OFF;
  setOption(section, 'name', share.name);
  setOption(section, 'path', share.path);
  setOption(section, 'users', share.username);
  setOption(section, 'read_only', 'no');
  setOption(section, 'guest_ok', 'no');
  dropUnsafeOptions(sambaPackage, section);
}

/** The share name when Samba serves `target` or a directory under it; '' otherwise. */
export function shareOn(share: SambaShare, target: string): string {
  if (share.enabled !== '1' || target === '' || share.path === '') return '';
  return share.path === target || share.path.startsWith(`${target}/`) ? share.name : '';
}
