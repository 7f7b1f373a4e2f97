import { cellularCountryCodes, ispsOf } from '@rc/contract/cellular-isps';
import { authsOfProto, cellularPdpTypes, cellularProtos } from '@rc/contract/ops/network/cellular-fields';
import type { FieldDecl } from '../../../ui/settings-form/field-types';

type Name = 'priority' | 'proto' | 'country' | 'isp' | 'apn' | 'dialnumber' | 'pincode' | 'auth' | 'username' | 'password' | 'pdptype';

const choices = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

// One ISP list per nation/area: only the chosen country's is shown (and sent).
const ispFields: FieldDecl<Name>[] = cellularCountryCodes.map((country) => ({
  name: 'isp',
  label: 'network-net-type.isp.label',
  options: choices('network-net-type.isp', ispsOf(country)),
  dependsOn: { country },
}));

// Each protocol offers the authentications its OpenWrt handler understands; ncm and 3g none.
const authFields: FieldDecl<Name>[] = cellularProtos
  .filter((proto) => authsOfProto[proto].length > 0)
  .map((proto) => ({
    name: 'auth',
    label: 'network-net-type.auth',
    options: choices('network-net-type.auths', authsOfProto[proto]),
    dependsOn: { proto },
    fold: 'advanced',
  }));

/** Spec 2 "3G/4G", in its order; the authentication and the IP type fold away as advanced options. */
export const cellularFields: FieldDecl<Name>[] = [
  { name: 'priority', label: 'network-net-type.priority', hint: 'network-net-type.priorityHint' },
  { name: 'proto', label: 'network-net-type.proto', options: choices('network-net-type.protos', cellularProtos) },
  { name: 'country', label: 'network-net-type.country.label', options: choices('network-net-type.country', cellularCountryCodes) },
  ...ispFields,
  { name: 'apn', label: 'network-net-type.apn', hint: 'network-net-type.apnHint' },
  { name: 'dialnumber', label: 'network-net-type.dialnumber', placeholder: 'network-net-type.dialnumberPlaceholder', dependsOn: { proto: '3g' } },
  { name: 'pincode', label: 'network-net-type.pincode', widget: 'password', reveal: 'pin', hint: 'network-net-type.secretKeep' },
  { name: 'username', label: 'network-net-type.username' },
  { name: 'password', label: 'network-net-type.password', widget: 'password', reveal: true, hint: 'network-net-type.secretKeep' },
  ...authFields,
  {
    name: 'pdptype',
    label: 'network-net-type.pdptype',
    options: choices('network-net-type.pdptypes', cellularPdpTypes),
    dependsOn: { proto: cellularProtos.filter((proto) => proto !== '3g') },
    fold: 'advanced',
  },
];
