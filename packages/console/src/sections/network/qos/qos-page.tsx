import { useTranslation } from 'react-i18next';
import { Limits } from '@rc/contract/constants';
import { get_qos, set_qos, type QosRule } from '@rc/contract/ops/network/qos';
import type { Column } from '../../../ui/data-table';
import { BlockedNotice } from '../../../ui/blocked-notice';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { PageSection } from '../../../ui/page-section';
import { qosRuleItem, qosRuleList, useQos, useQosStatus, useSaveQosRules } from './use-qos';
import '../../../ui/page-sections.css';

const blank: QosRule = { target: '', upload: 1024, download: 4096, description: '' };

/** Network > QoS (spec 2, 5): the switch and up to 32 rate limits; only while NAT acceleration is off. */
export function QosPage() {
  const { t } = useTranslation();
  const qos = useQos();
  const status = useQosStatus();
  const rules = qos.data?.rules ?? [];
  const saveRules = useSaveQosRules(qos.data?.enabled ?? '0');
  const columns: Column<QosRule>[] = [
    { key: 'target', header: t('network-qos.target'), cell: (rule) => rule.target },
    { key: 'upload', header: t('network-qos.upload'), cell: (rule) => t('network-qos.rate', { rate: rule.upload }), align: 'end' },
    { key: 'download', header: t('network-qos.download'), cell: (rule) => t('network-qos.rate', { rate: rule.download }), align: 'end' },
    { key: 'description', header: t('network-qos.description'), cell: (rule) => rule.description || '--' },
  ];
  return (
    <div className="page-sections">
      {status.data?.flowOffloading && <BlockedNotice text={t('network-qos.natOn')} linkText={t('network-qos.natLink')} to="/network/nat" />}
      <SettingsForm
        read={get_qos}
        save={set_qos}
        title="network-qos.title"
        fields={[{ name: 'enabled', label: 'network-qos.enabled', hint: 'network-qos.enabledHint' }]}
        transformSave={(values) => ({ enabled: values.enabled ?? '0', rules })}
      />
      <PageSection title={t('network-qos.rulesTitle')}>
        <ListEditor
          caption={t('network-qos.rulesCaption')}
          items={rules}
          listSchema={qosRuleList}
          itemSchema={qosRuleItem}
          listKey="rules"
          columns={columns}
          fields={[
            { name: 'target', label: 'network-qos.target', widget: 'client-ip', fillFromClient: { name: 'description' }, hint: 'network-qos.targetHint', placeholder: 'network-qos.targetPlaceholder' },
            { name: 'upload', label: 'network-qos.upload', unit: 'network-qos.unit' },
            { name: 'download', label: 'network-qos.download', unit: 'network-qos.unit' },
            { name: 'description', label: 'network-qos.description' },
          ]}
          blank={blank}
          keyOf={(rule) => rule.target}
          save={saveRules}
          max={Limits.qosMaxRules}
          addTitle="network-qos.addTitle"
          editTitle="network-qos.editTitle"
          addFromQuery={qos.data ? 'target' : undefined}
        />
      </PageSection>
    </div>
  );
}
