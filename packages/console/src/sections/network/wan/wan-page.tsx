import { get_wan_config, set_wan_config } from '@rc/contract/ops/network/wan';
import type { FieldDecl } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { WanState } from './wan-state';
import '../interface-page.css';
import './wan-page.css';

const onlyFor = (proto: string) => ({ dependsOn: { proto } });

// Spec 2 "WAN": each protocol shows its own fields; both DNS servers are optional (spec 3).
const fields: FieldDecl<'proto' | 'ipaddr' | 'netmask' | 'gateway' | 'username' | 'password' | 'dns1' | 'dns2'>[] = [
  {
    name: 'proto',
    label: 'network-wan.proto',
    options: [
      { value: 'dhcp', label: 'network-wan.protos.dhcp' },
      { value: 'pppoe', label: 'network-wan.protos.pppoe' },
      { value: 'static', label: 'network-wan.protos.static' },
    ],
  },
  { name: 'ipaddr', label: 'network-wan.ipaddr', widget: 'ip', ...onlyFor('static') },
  { name: 'netmask', label: 'network-wan.netmask', widget: 'ip', ...onlyFor('static') },
  { name: 'gateway', label: 'network-wan.gateway', widget: 'ip', ...onlyFor('static') },
  { name: 'username', label: 'network-wan.username', ...onlyFor('pppoe') },
  { name: 'password', label: 'network-wan.password', widget: 'password', reveal: true, hint: 'network-wan.passwordKeep', ...onlyFor('pppoe') },
  { name: 'dns1', label: 'network-wan.dns1', widget: 'ip', hint: 'network-wan.dnsHint' },
  { name: 'dns2', label: 'network-wan.dns2', widget: 'ip' },
];

/** Network > WAN (spec 2): the protocol and its settings, then the link's state and actions. */
export function WanPage() {
  return (
    <div className="page-sections iface-page">
      <div className="card page-card">
        <SettingsForm read={get_wan_config} save={set_wan_config} title="network-wan.title" fields={fields} />
      </div>
      <WanState />
    </div>
  );
}
