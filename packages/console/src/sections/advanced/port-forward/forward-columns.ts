import type { TFunction } from 'i18next';
import type { get_port_forwards } from '@rc/contract/ops/advanced/port-forward';
import type { OpOutput } from '@rc/contract/op';
import type { DeviceNames } from '../../../ui/combobox/known-clients';
import type { Column } from '../../../ui/data-table';

/** A row of either list: this page's rules or the ones made in LuCI. */
export type ForwardRow = OpOutput<typeof get_port_forwards>['otherRules'][number];

/** The columns both tables show: name, protocol, external and internal ends (the device by its name, issue 43.4), state. */
export function forwardColumns<R extends ForwardRow>(t: TFunction, names: DeviceNames): Column<R>[] {
  return [
    { key: 'name', header: t('forwarding.name'), cell: (rule) => rule.name },
    { key: 'protocol', header: t('forwarding.protocol'), cell: (rule) => t(`forwarding.protocols.${rule.protocol === 'tcp+udp' ? 'tcpudp' : rule.protocol}`) },
    { key: 'external', header: t('forwarding.external'), cell: (rule) => `${rule.externalZone.toUpperCase()} : ${rule.externalPort || t('forwarding.allPorts')}` },
    {
      key: 'internal',
      header: t('forwarding.internal'),
      cell: (rule) => {
        const device = names.ofIp(rule.internalIp);
        return `${rule.internalZone.toUpperCase()} : ${device ? `${device} ` : ''}${rule.internalIp}:${rule.internalPort || rule.externalPort || t('forwarding.allPorts')}`;
      },
    },
    { key: 'state', header: t('forwarding.state'), cell: (rule) => t(rule.enabled === '1' ? 'forwarding.on' : 'forwarding.off') },
  ];
}
