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
