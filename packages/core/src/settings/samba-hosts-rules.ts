// Which LAN clients may reach the file share. samba4's UCI has no `hosts allow`: openwrt/packages
// net/samba4/files/samba.init (smb_header, smb_add_share) reads no such option and
// smb.conf.template sets none, so the limit is two firewall4 rules (openwrt/firewall4
// root/usr/share/ucode/fw4.uc: src, src_ip `network` list, proto, dest_port, target) on the
// ports smbd listens on:
//
//   config rule 'samba_hosts'        ACCEPT these sources first...
//       option name 'File sharing: allowed clients'
//       option src 'lan'             without dest: input to the router (fw4 chain input_lan),
//       list src_ip '192.168.1.20'   where samba.init's default `interface 'lan'` has it listen
//       option proto 'tcp'
//       option dest_port '139 445'
//       option target 'ACCEPT'
//   config rule 'samba_others'       ...then REJECT every other LAN client (IPv6 ones too)
//
// fw4 matches a chain's rules in file order, before the zone's input policy. No hosts: no rules.
import { addSection, getList, getSection, removeSection, setOption } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';

const ALLOWED = 'samba_hosts';
const OTHERS = 'samba_others';
// smbd's ports: 445 (SMB over TCP) and 139 (NetBIOS session), smb.conf's default `smb ports`.
const SMB_PORTS = '139 445';

export function readSambaHosts(firewall: UciPackage): string[] {
  const allowed = getSection(firewall, ALLOWED);
  return allowed ? getList(allowed, 'src_ip') : [];
}

/** Replaces the two rules (kept last in the file, after the stock ones); empty `hosts` removes them. */
export function writeSambaHosts(firewall: UciPackage, hosts: readonly string[]): void {
  for (const name of [ALLOWED, OTHERS]) {
    const section = getSection(firewall, name);
    if (section) removeSection(firewall, section);
  }
  if (hosts.length === 0) return;
  smbRule(firewall, ALLOWED, 'File sharing: allowed clients', [...hosts], 'ACCEPT');
  smbRule(firewall, OTHERS, 'File sharing: other clients', [], 'REJECT');
}

function smbRule(firewall: UciPackage, name: string, label: string, sources: string[], target: string): void {
  const rule = addSection(firewall, 'rule', name);
  setOption(rule, 'name', label);
  setOption(rule, 'src', 'lan');
  setOption(rule, 'src_ip', sources);
  setOption(rule, 'proto', 'tcp');
  setOption(rule, 'dest_port', SMB_PORTS);
  setOption(rule, 'target', target);
}
