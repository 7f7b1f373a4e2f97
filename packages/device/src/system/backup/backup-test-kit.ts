// Builds hand-crafted archives for the restore tests: what an attacker could upload.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BackupArchive } from '@rc/contract/backup-archive';
import { sha256Hex } from '@rc/contract/backup-archive-read';
import { gzipArchive, type ArchiveFile } from './create-backup';
import { referenceConfigs } from '../../../test-support/openwrt-reference';

export const model = 'ZBT-WE1626';
const TAR_BLOCK = 512;
const mtime = new Date(1_790_000_000_000);

export function manifestEntry(files: Record<string, string>, overrides: object = {}): ArchiveFile {
  const manifest = {
    format: BackupArchive.formatVersion,
    model,
    version: 'V1.0.3 build 20261101',
    created: '2026-11-20T08:00:00.000Z',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256Hex(Buffer.from(text))])),
    ...overrides,
  };
  return { path: BackupArchive.manifestPath, data: Buffer.from(JSON.stringify(manifest)) };
}

export function configEntry(path: string, text: string): ArchiveFile {
  return { path, data: Buffer.from(text) };
}

/** `etc/config/<name>` of each file. */
export function configEntries(files: Record<string, string>): ArchiveFile[] {
  return Object.entries(files).map(([name, text]) => configEntry(`${BackupArchive.configDir}${name}`, text));
}

export function gzipTar(entries: ArchiveFile[]): Promise<Buffer> {
  return gzipArchive(entries, mtime);
}

/** An archive of these files with a manifest that vouches for them, as an attacker would build it. */
export function archiveOf(files: Record<string, string>): Promise<Buffer> {
  return gzipTar([...configEntries(files), manifestEntry(files)]);
}

/** A stock OpenWrt archive of these files: etc/config/* alone, no manifest. */
export function stockArchiveOf(files: Record<string, string>): Promise<Buffer> {
  return gzipTar(configEntries(files));
}

/**
 * A stock OpenWrt backup as `sysupgrade -b` makes it (package/base-files/files/sbin/sysupgrade:
 * `tar czf <file> -T <kept files>`, paths relative to /, files and links only), made here by the
 * machine's GNU tar from OpenWrt's files in ../shared/openwrt (stockFiles: empty where absent) and
 * the other files a stock router keeps (passwd, shadow, dropbear keys, a link, a long and a
 * non-ASCII path). `gnu`: the 'L' long-name header for the path over 100 bytes and the "ustar  "
 * magic BusyBox tar also writes; `pax`: a global header and per-entry pax headers.
 */
export function stockFixture(format: 'gnu' | 'pax'): Buffer {
  const root = mkdtempSync(path.join(tmpdir(), 'rc-stock-backup-'));
  try {
    const kept = writeStockRouter(root);
    const common = ['--sort=name', '--owner=0', '--group=0', '--numeric-owner', '--mtime=2026-11-01T08:00:00Z', '-C', root, ...kept];
    const paxOptions = ['--pax-option=comment=stock-openwrt-backup,delete=atime,delete=ctime'];
    const tar = execFileSync('tar', [`--format=${format}`, ...(format === 'pax' ? paxOptions : []), '-cf', '-', ...common], { maxBuffer: 16 * 1024 * 1024 });
    return gzipSync(tar, { level: 9 });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const stockArchiveConfigs = ['network', 'wireless', 'dhcp', 'firewall', 'system', 'dropbear', 'rpcd', 'uhttpd'];
const longUpload = 'etc/luci-uploads/cbid.openvpn.sample_client.ca.a-certificate-name-long-enough-to-need-a-gnu-or-pax-long-name-header.crt';
const certificate = '-----BEGIN CERTIFICATE-----\nMIIBfixture\n-----END CERTIFICATE-----\n';

/** Writes the stock router's kept files under `root`; answers their paths, sorted. */
function writeStockRouter(root: string): string[] {
  const stock = stockFiles();
  const files: Record<string, string | Buffer> = {
    ...Object.fromEntries(stockArchiveConfigs.filter((name) => stock[name] !== undefined).map((name) => [`etc/config/${name}`, stock[name]!])),
    'etc/passwd': 'root:x:0:0:root:/root:/bin/ash\ndaemon:*:1:1:daemon:/var:/bin/false\nnobody:*:65534:65534:nobody:/var:/bin/false\n',
    'etc/group': 'root:x:0:\ndaemon:x:1:\nnogroup:x:65534:\n',
    'etc/shadow': 'root:::0:99999:7:::\ndaemon:*:0:0:99999:7:::\nnobody:*:0:0:99999:7:::\n',
    'etc/sysupgrade.conf': '## This file contains files and directories that should\n## be preserved during an upgrade.\n\n# /etc/example.conf\n# /etc/openvpn/\n',
    'etc/rc.local': '# Put your custom commands here that should be executed once\n# the system init finished. By default this file does nothing.\n\nexit 0\n',
    'etc/crontabs/root': '',
    'etc/dropbear/authorized_keys': 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFixtureKeyOnlyForTestsNotARealKeyAAAAAAAA admin@laptop\n',
    'etc/dropbear/dropbear_ed25519_host_key': Buffer.from('not a real host key: binary \x01\x02\x03\xff bytes\n', 'latin1'),
    'etc/openvpn/client.crt': certificate,
    [longUpload]: certificate,
    'etc/luci-uploads/证书.crt': certificate,
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), data);
  }
  mkdirSync(path.join(root, 'etc/ppp'));
  symlinkSync('/tmp/resolv.conf.ppp', path.join(root, 'etc/ppp/resolv.conf'));
  return [...Object.keys(files), 'etc/ppp/resolv.conf'].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

const HEADER_FIELDS = { name: [0, 100], size: [124, 12], type: [156, 1], linkname: [157, 100], prefix: [345, 155] } as const;

/** Rewrites header fields of the entry at `index` and fixes its checksum, as a crafted archive would. */
export function editHeader(tar: Buffer, index: number, fields: Partial<Record<'type' | 'linkname' | 'size' | 'name' | 'prefix', string>>): Buffer {
  const copy = Buffer.from(tar);
  const block = copy.subarray(headerOffset(copy, index), headerOffset(copy, index) + TAR_BLOCK);
  for (const [name, value] of Object.entries(fields)) {
    const [offset, length] = HEADER_FIELDS[name as keyof typeof fields];
    block.fill(0, offset, offset + length);
    block.write(value, offset, 'latin1');
  }
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return copy;
}

function headerOffset(tar: Buffer, index: number): number {
  let offset = 0;
  for (let i = 0; i < index; i++) {
    const size = parseInt(tar.subarray(offset + 124, offset + 135).toString('latin1'), 8);
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  return offset;
}

/**
 * A stock OpenWrt router with LuCI, from ../shared/openwrt (empty where absent: the tests that read
 * it skip, test-support/openwrt-reference.ts): the five base files (`defaults/`) and the services'
 * shipped ones (`stock/`: openvpn, ddns, samba4, uhttpd with luci-base's prefixes, dropbear, rpcd,
 * fstab as `block detect` writes it; `openvpn-network`, openvpn's samples as network interfaces after
 * 24.10, is not a package and is read alone).
 */
export function stockFiles(): Record<string, string> {
  const services = referenceConfigs('stock');
  delete services['openvpn-network'];
  return { ...referenceConfigs('defaults'), ...services };
}

/** A backup's config file changed by an attacker: `edit` of the file as the unit has it ('' when it has none). */
export interface PlantedAttack {
  label: string;
  pkg: string;
  edit: (text: string) => string;
  /** `section.option` (option '' for a whole section) of each part the restore must leave out */
  notRestored: string[];
  /** what the restored file must not hold */
  planted: RegExp;
}

const intoDnsmasq = (lines: string) => (text: string) => text.replace(/^config dnsmasq\b.*\n/m, (head) => `${head}${lines}`);
const appended = (lines: string) => (text: string) => `${text}\n${lines}`;

/** Issue 39.3: options outside the old deny-list that plant programs running as root, and its own older cases (issue 26.1). */
export const plantedAttacks: PlantedAttack[] = [
  { label: 'a dnsmasq dhcpscript', pkg: 'dhcp', edit: intoDnsmasq("\toption dhcpscript '/tmp/evil.sh'\n"), notRestored: ['@dnsmasq[0].dhcpscript'], planted: /dhcpscript/ },
  { label: "dnsmasq's TFTP server on /", pkg: 'dhcp', edit: intoDnsmasq("\toption enable_tftp '1'\n\toption tftp_root '/'\n"), notRestored: ['@dnsmasq[0].enable_tftp', '@dnsmasq[0].tftp_root'], planted: /tftp/ },
  { label: 'a dnsmasq confdir', pkg: 'dhcp', edit: intoDnsmasq("\toption confdir '/tmp/evil.d'\n"), notRestored: ['@dnsmasq[0].confdir'], planted: /confdir/ },
  { label: 'a firewall include of type script', pkg: 'firewall', edit: appended("config include 'evil'\n\toption type 'script'\n\toption path '/tmp/evil.sh'\n"), notRestored: ['evil.'], planted: /include|evil/ },
  { label: "watchcat's run_script", pkg: 'watchcat', edit: appended("config watchcat 'netwatchdog'\n\toption mode 'run_script'\n\toption script '/tmp/evil.sh'\n\toption period '6h'\n"), notRestored: ['netwatchdog.mode', 'netwatchdog.script'], planted: /run_script|evil/ },
  { label: 'a system log_file over /etc/rc.local', pkg: 'system', edit: (text) => text.replace(/^config system\b.*\n/m, (head) => `${head}\toption log_file '/etc/rc.local'\n`), notRestored: ['@system[0].log_file'], planted: /log_file/ },
  { label: 'an fstab swap', pkg: 'fstab', edit: appended("config swap 'evil'\n\toption device '/dev/sda2'\n\toption enabled '1'\n"), notRestored: ['evil.'], planted: /swap/ },
  { label: 'a Samba share on a link off the disk', pkg: 'samba4', edit: appended("config sambashare 'etc'\n\toption name 'etc'\n\toption path '/mnt/sda1/etc-link'\n\toption read_only 'no'\n"), notRestored: ['etc.path'], planted: /etc-link/ },
  { label: 'an openvpn section of another type', pkg: 'openvpn', edit: appended("config client 'evil'\n\toption up '/tmp/evil.sh'\n\toption script_security '2'\n"), notRestored: ['evil.'], planted: /evil/ },
  { label: 'pppd_options in word=value spelling', pkg: 'network', edit: appended("config interface 'pptp'\n\toption proto 'pptp'\n\toption disabled '1'\n\toption pppd_options 'plugin=/tmp/evil.so'\n"), notRestored: ['pptp.pppd_options'], planted: /evil\.so/ },
  { label: 'an openvpn up script', pkg: 'openvpn', edit: appended("config openvpn 'client'\n\toption client '1'\n\toption script_security '2'\n\toption up '/usr/bin/reboot'\n"), notRestored: ['client.script_security', 'client.up'], planted: /script_security|reboot/ },
  { label: 'a DDNS update_url holding a command', pkg: 'ddns', edit: appended("config service 'myddns_ipv4'\n\toption service_name 'duckdns.org'\n\toption domain 'x.duckdns.org'\n\toption update_url \"http://x.example/?ip=[IP]'$(reboot)'\"\n\toption update_script '/tmp/x.sh'\n"), notRestored: ['myddns_ipv4.update_url', 'myddns_ipv4.update_script'], planted: /reboot|x\.sh/ },
  { label: 'an fstab mount on /etc', pkg: 'fstab', edit: appended("config mount 'evil'\n\toption target '/etc'\n\toption uuid '5f2a1c0e-8d3b-4f6a-9e21-7c4b0d9a6e13'\n\toption enabled '1'\n"), notRestored: ['evil.target'], planted: /'\/etc'/ },
];

/** `section.option` of each part a preview lists as not restored. */
export function notRestoredOf(preview: Record<string, unknown>): string[] {
  const parts = (preview.notRestored ?? []) as Array<{ section: string; option: string }>;
  return parts.map((part) => `${part.section}.${part.option}`);
}
