// Service > File sharing (spec 2, 3, 6): one Samba share as openwrt/packages net/samba4's samba.init
// reads /etc/config/samba4. The password goes to Samba's own password store, never into UCI.
import { z } from 'zod';
import { defineOp } from '../../op';
import { sambaHostsSchema, sambaPasswordSchema, sambaUsernameSchema, shareDirectorySchema, shareNameSchema } from './samba-fields';

const switchValue = z.enum(['1', '0']);

export const get_samba = defineOp({
  op: 'get_samba',
  method: 'GET',
  feature: 'srv_samba',
  summary:
    "File sharing: on or off, share name, account, directory, and the server address as Windows names it (\\\\<LAN IP>). The password is write-only: password_set says whether the account has one, password_factory whether it is still the factory initial password (spec 6).",
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    name: z.string(),
    username: z.string(),
    password_set: switchValue,
    password_factory: switchValue,
    path: z.string(),
    /** the LAN clients allowed to connect; empty: all */
    hosts: z.array(z.string()),
    /** \\<LAN IP>, read-only */
    server: z.string(),
  }),
});

export const set_samba = defineOp({
  op: 'set_samba',
  method: 'POST',
  feature: 'srv_samba',
  mutates: true,
  summary:
    "Saves the share as samba4's `config sambashare` (name, path, users, read_only 'no', guest_ok 'no'). path must be a directory of a partition mounted under /mnt whose links, and every link in its tree, stay on those partitions (-2 samba.pathMissing / samba.pathOutside / samba.pathLinkOutside with params.link / samba.pathTooLarge when the tree is too large to search). hosts (IPv4 addresses or subnets, -2 samba.hostLine) limits who may connect: samba4's UCI has no `hosts allow`, so firewall4 rules take it (an ACCEPT of those sources to TCP 139 and 445 from the LAN, then a REJECT of the rest); empty removes them. username may not be a system account (samba.systemAccount). An empty password keeps the stored one; an account without one gets the factory initial password.",
  input: z.strictObject({
    enabled: switchValue,
    name: shareNameSchema(),
    username: sambaUsernameSchema(),
    /** write-only: empty keeps the stored one */
    password: sambaPasswordSchema().default(''),
    path: shareDirectorySchema(),
    /** the LAN clients allowed to connect; empty (the default) lets all */
    hosts: sambaHostsSchema().default([]),
  }),
  output: z.object({}),
});

export const get_share_folders = defineOp({
  op: 'get_share_folders',
  method: 'GET',
  feature: 'srv_samba',
  summary:
    "The folders the share can serve, to pick from: each partition mounted under /mnt and its folders (not the links in them) down to 3 levels, at most 200, breadth first; truncated '1' when there are more. Each with the partition (id from get_disks) it is on.",
  input: z.strictObject({}),
  output: z.object({
    folders: z.array(z.object({ path: z.string(), partition: z.string() })),
    truncated: switchValue,
  }),
});
