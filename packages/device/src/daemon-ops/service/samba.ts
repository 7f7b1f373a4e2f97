// Service > File sharing on the Node daemon's platforms (simulated, desktop): the share's handlers
// (samba-share.ts) with the account's password as a hash in the data folder's state.
import { StateFileSambaPasswords } from '../../system/samba/samba-passwords';
import type { OpContext } from '@rc/core/ops/op-context';
import { getSamba, setSamba } from '@rc/core/ops/service/samba-share';

export function sambaPasswords(ctx: Pick<OpContext, 'paths'>): StateFileSambaPasswords {
  return new StateFileSambaPasswords(ctx.paths.sambaPasswd);
}

export const get_samba = getSamba(sambaPasswords);
export const set_samba = setSamba(sambaPasswords);
