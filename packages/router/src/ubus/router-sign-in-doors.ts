// Advanced > Security's "Other ways to root's password" on a router (issue 39.1): the `routerd`
// plugin reads and closes them, since /etc/config/rpcd and dropbear's config are not the console
// session's to read or write (its ACL group grants neither). Loaded with the page. Browser-safe.
import type { Ubus } from './ubus';

interface PluginDoors {
  luci?: unknown;
  rootLogin?: unknown;
  sshPassword?: unknown;
}

export function routerSignInDoorsOps(ubus: Ubus) {
  return {
    get_sign_in_doors: async () => {
      const doors = await ubus.call<PluginDoors>('routerd', 'sign_in_doors');
      return { luci: doors.luci === true, rootLogin: doors.rootLogin === true, sshPassword: doors.sshPassword === true };
    },
    close_sign_in_door: async ({ door }: { door: 'rootLogin' | 'sshPassword' }) => {
      await ubus.call('routerd', 'close_sign_in_door', { door });
      return {};
    },
  };
}
