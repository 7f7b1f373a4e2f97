import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aclNeeds, mergeAclNeeds } from './acl-needs';
import type { AclNeeds } from './acl-needs-shape';
import { rpcdAcl, rpcdAclFile } from './rpcd-acl';

const installed = new URL('../../../../packaging/openwrt/files/usr/share/rpcd/acl.d/routerd.json', import.meta.url);
const none: AclNeeds = { ubus: {}, uci: { read: [], write: [] }, fileExec: [], fileRead: [], fileWrite: [] };

describe('the package rpcd ACL', () => {
  it('is generated from acl-needs.ts (run npm run acl after changing what the console calls)', () => {
    expect(readFileSync(installed, 'utf8')).toBe(rpcdAclFile(aclNeeds));
  });

  it('lets the unauthenticated group call routerd login only', () => {
    expect(rpcdAcl(none).unauthenticated).toEqual({ description: expect.any(String), read: { ubus: { routerd: ['login'] } } });
  });

  it('grants the console group its ubus calls, UCI packages and file patterns in rpcd scopes', () => {
    const needs: AclNeeds = {
      ubus: { uci: ['get', 'set'], system: ['board'] },
      uci: { read: ['network'], write: ['dhcp'] },
      fileExec: ['/bin/ping -c 3 -W 2 *'],
      fileRead: ['/tmp/dhcp.leases', '/mnt/*'],
      fileWrite: ['/tmp/firmware.bin'],
      fileList: ['/mnt/*'],
    };
    expect(rpcdAcl(needs).routerd).toEqual({
      description: expect.any(String),
      read: {
        ubus: { uci: ['get', 'set'], system: ['board'] },
        uci: ['dhcp', 'network'],
        // rpcd file.c rpc_file_list asks for the read scope's "list" permission
        file: { '/tmp/dhcp.leases': ['read'], '/mnt/*': ['read', 'list'], '/bin/ping -c 3 -W 2 *': ['exec'] },
      },
      write: { uci: ['dhcp'], file: { '/tmp/firmware.bin': ['write'] } },
    });
  });

  it('merges the parts: union of methods per object, sorted, without repeats', () => {
    const core: AclNeeds = { ...none, ubus: { uci: ['set', 'get'] }, uci: { read: ['network'], write: [] } };
    const platform: AclNeeds = { ...none, ubus: { uci: ['get'], iwinfo: ['info'] }, uci: { read: ['wireless', 'network'], write: [] } };
    const merged = mergeAclNeeds([core, platform]);
    expect(merged.ubus).toEqual({ iwinfo: ['info'], uci: ['get', 'set'] });
    expect(merged.uci.read).toEqual(['network', 'wireless']);
  });
});
