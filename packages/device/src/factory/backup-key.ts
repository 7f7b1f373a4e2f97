// The unit's own backup key (issue 26): 32 random bytes that sign every backup this unit makes,
// so that a restore can tell its own archives from ones made elsewhere or edited. Made at first
// start (or the first start of a unit provisioned before backups were signed) and kept in
// <data>/factory/backup-key, readable by the daemon alone like the initial password. A factory
// reset keeps it with the rest of the unit's identity; OpenWrt's firstboot wipes /etc/routerd,
// and with it the key, as it makes a new identity.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../lib/atomic-write';

const KEY_BYTES = 32;
const KEY_RE = /^[0-9a-f]{64}$/;

export async function loadBackupKey(file: string): Promise<Buffer> {
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (text === undefined) return createBackupKey(file);
  const hex = text.trim();
  if (!KEY_RE.test(hex)) throw new Error(`${file} holds no backup key`);
  return Buffer.from(hex, 'hex');
}

async function createBackupKey(file: string): Promise<Buffer> {
  const key = randomBytes(KEY_BYTES);
  // A read-only folder still starts (issue 12.11): the key then signs this run's backups only.
  await writeFileAtomic(file, `${key.toString('hex')}\n`, 0o600).catch(() => undefined);
  return key;
}
