// block-mount's /etc/config/fstab (openwrt package/system/fstools: fstab.init runs `block mount` at
// boot, and the hotplug `block` mounts a disk when it is plugged in). Per partition a `config mount`
// with `uuid` (which file system), `target` (the mount point) and `enabled` ('0': not mounted);
// `config global` `anon_mount '0'` keeps block from mounting a partition the console did not.
import { addSection, getOption, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export const fstabPackage = 'fstab';

export interface MountEntry {
  uuid: string;
  target: string;
  enabled: boolean;
}

// A target we write or keep: /mnt/<name>, one segment of safe characters.
const TARGET_RE = /^\/mnt\/[A-Za-z0-9_-]+$/;

function mountSection(fstab: UciPackage, uuid: string): UciSection | undefined {
  return sectionsOfType(fstab, 'mount').find((section) => uuid !== '' && getOption(section, 'uuid')?.toLowerCase() === uuid.toLowerCase());
}

export function readMount(fstab: UciPackage, uuid: string): MountEntry | undefined {
  const section = mountSection(fstab, uuid);
  if (!section) return undefined;
  // block reads enabled as a bool defaulting to on.
  return { uuid, target: getOption(section, 'target') ?? '', enabled: getOption(section, 'enabled') !== '0' };
}

/** The mount point for a partition: the one fstab already names for it, else /mnt/<id>. */
export function mountTarget(fstab: UciPackage, uuid: string, id: string): string {
  const target = readMount(fstab, uuid)?.target ?? '';
  return TARGET_RE.test(target) ? target : `/mnt/${id}`;
}

export function writeMount(fstab: UciPackage, entry: MountEntry): void {
  if (!sectionsOfType(fstab, 'global').length) setOption(addSection(fstab, 'global'), 'anon_mount', '0');
  const section = mountSection(fstab, entry.uuid) ?? addSection(fstab, 'mount');
  setOption(section, 'target', entry.target);
  setOption(section, 'uuid', entry.uuid);
  setOption(section, 'enabled', entry.enabled ? '1' : '0');
}

/** A format makes a new file system with a new uuid: the old one's section goes. */
export function forgetMount(fstab: UciPackage, uuid: string): void {
  const section = mountSection(fstab, uuid);
  if (section) removeSection(fstab, section);
}
