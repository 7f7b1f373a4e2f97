// Service > File sharing on a router: the share's handlers (ops/service/samba-share.ts) with the
// account's password in Samba's passdb through the `routerd` plugin (routerd.uc
// set_samba_password: smbpasswd -a -s, the password only on its stdin). Loaded with the page.
// Browser-safe.
import type { SambaPasswords, SambaPasswordState } from '@rc/core/samba/samba-passwords';
import { getSamba, setSamba } from '@rc/core/ops/service/samba-share';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { requireRouterPackage } from './router-packages';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

export class RouterSambaPasswords implements SambaPasswords {
  constructor(private readonly ubus: Ubus) {}

  async state(username: string): Promise<SambaPasswordState> {
    const account = await this.ubus.call<Partial<SambaPasswordState>>('routerd', 'samba_account', { username });
    return { set: account.set === true, factory: account.factory === true };
  }

  async set(username: string, password: string, factory: boolean): Promise<void> {
    try {
      await this.ubus.call('routerd', 'set_samba_password', { username, password, factory });
    } catch (error) {
      // the plugin finds no /usr/bin/smbpasswd
      if (error instanceof UbusCallError && error.status === UbusStatus.notFound) throw new MissingPackageError('samba4-server');
      throw error;
    }
  }
}

/** The share's ops; without samba4-server the page says to install it rather than save what nothing reads. */
export function routerSambaOps(ubus: Ubus) {
  const passwords = new RouterSambaPasswords(ubus);
  const getShare = getSamba(() => passwords);
  const setShare = setSamba(() => passwords);
  return {
    get_samba: async (...call: Parameters<typeof getShare>) => (await requireRouterPackage(ubus, 'samba4-server'), getShare(...call)),
    set_samba: async (...call: Parameters<typeof setShare>) => (await requireRouterPackage(ubus, 'samba4-server'), setShare(...call)),
  };
}
