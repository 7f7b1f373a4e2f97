// A Samba share restored only where the File sharing page would save it (issue 39.3): its folder
// on a disk mounted under /mnt, and no link in it leading off that disk (ops/service/samba-share.ts
// checkDirectory). A path is text: only the disk can say that /mnt/sda1/etc is a link to /etc.
// A switched-off share (sambashare_off) is served by nothing; switching it on saves it through
// that page's check. Browser-safe.
import { exportUci } from '../uci/uci-format';
import { getOption } from '../uci/uci-edit';
import { parseUci } from '../uci/uci-parse';
import type { RestorableFiles } from './restorable-files';

const SAMBA = 'samba4';

export async function withSharesOnDisk(restorable: RestorableFiles, shareOnDisk: (path: string) => Promise<boolean>): Promise<RestorableFiles> {
  const text = restorable.files[SAMBA];
  if (text === undefined) return restorable;
  const samba = parseUci(text, SAMBA);
  const shares = samba.sections.filter((section) => section.type === 'sambashare');
  const offDisk = [];
  for (const [index, share] of shares.entries()) {
    const path = getOption(share, 'path');
    if (path === undefined || (await shareOnDisk(path))) continue;
    offDisk.push({ package: SAMBA, section: share.name ?? `@sambashare[${index}]`, type: share.type, option: 'path', reason: 'offDisk' as const });
    samba.sections.splice(samba.sections.indexOf(share), 1);
  }
  if (offDisk.length === 0) return restorable;
  return { files: { ...restorable.files, [SAMBA]: exportUci(samba) }, notRestored: [...restorable.notRestored, ...offDisk] };
}
