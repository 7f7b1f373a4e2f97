// Samba's own password store, as handlers see it (spec 6: the share's account is the
// administrator's). The daemon keeps a scrypt hash or runs smbpasswd
// (device system/samba/samba-passwords.ts); a router's browser asks routerd (ubus/router-samba.ts).
export interface SambaPasswordState {
  set: boolean;
  /** the account's password is the factory initial password (spec 6) */
  factory: boolean;
}

export interface SambaPasswords {
  state(username: string): Promise<SambaPasswordState>;
  /** Adds the account or changes its password. */
  set(username: string, password: string, factory: boolean): Promise<void>;
}
