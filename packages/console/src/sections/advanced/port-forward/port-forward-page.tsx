import { useTranslation } from 'react-i18next';
import type { PortForwardRule } from '@rc/contract/ops/advanced/port-forward';
import { PortForwardLimits } from '@rc/contract/ops/advanced/port-forward-fields';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PageSection, PrivateWanNotice } from '../../../ui/page-section';
import { useDeviceNames } from '../../../ui/combobox/known-clients';
import { forwardColumns } from './forward-columns';
import { OtherForwards } from './other-forwards';
import { portForwardItem, portForwardList, usePortForwards, useSavePortForwards } from './use-port-forwards';
import '../../../ui/page-sections.css';

const blank: PortForwardRule = {
  id: '',
  name: '',
  protocol: 'tcp+udp',
  externalZone: 'wan',
  externalPort: '',
  internalZone: 'lan',
  internalIp: '',
  internalPort: '',
  enabled: '1',
};

// Zones a stock router has get a translated name; another (made in LuCI) shows as it is named.
const knownZones = new Set(['wan', 'lan', 'guest']);
const zoneOption = (zone: string) => ({ value: zone, label: knownZones.has(zone) ? `forwarding.zones.${zone}` : zone });

/** Advanced > Port forwarding (spec 2, 3): connections to a port of one zone (the WAN) go to a host of another (the LAN). */
export function PortForwardPage() {
  const { t } = useTranslation();
  const names = useDeviceNames();
  const { data, isError } = usePortForwards();
  const save = useSavePortForwards();
  const zones = (data?.zones ?? ['wan', 'lan']).map(zoneOption);
  return (
    <div className="page-sections">
      <PageSection title={t('forwarding.title')}>
        <p>{t('forwarding.intro')}</p>
        <PrivateWanNotice area="forwarding" text="forwarding.privateWan" />
        {isError && <p role="alert">{t('form.loadFailed')}</p>}
        <ListEditor
          caption={t('forwarding.caption')}
          items={data?.rules ?? []}
          listSchema={portForwardList}
          itemSchema={portForwardItem}
          listKey="rules"
          columns={forwardColumns<PortForwardRule>(t, names)}
          fields={[
            { name: 'name', label: 'forwarding.name' },
            {
              name: 'protocol',
              label: 'forwarding.protocol',
              options: [
                { value: 'tcp+udp', label: 'forwarding.protocols.tcpudp' },
                { value: 'tcp', label: 'forwarding.protocols.tcp' },
                { value: 'udp', label: 'forwarding.protocols.udp' },
              ],
            },
            { name: 'externalZone', label: 'forwarding.externalZone', widget: 'select', options: zones },
            { name: 'externalPort', label: 'forwarding.externalPort', hint: 'forwarding.portHint', placeholder: 'forwarding.portPlaceholder' },
            { name: 'internalZone', label: 'forwarding.internalZone', widget: 'select', options: zones },
            { name: 'internalIp', label: 'forwarding.internalIp', widget: 'client-ip', hint: 'forwarding.internalIpHint' },
            { name: 'internalPort', label: 'forwarding.internalPort', hint: 'forwarding.internalPortHint' },
            { name: 'enabled', label: 'forwarding.enabled' },
          ]}
          blank={blank}
          keyOf={(rule) => rule.id || `${rule.name} ${rule.protocol} ${rule.externalPort}`}
          save={save}
          max={PortForwardLimits.maxRules}
          addTitle="forwarding.addTitle"
          editTitle="forwarding.editTitle"
        />
      </PageSection>
      <OtherForwards rules={data?.otherRules ?? []} />
    </div>
  );
}
