import { useTranslation } from 'react-i18next';
import type { AclRule } from '@rc/contract/ops/advanced/acl';
import { acceptsEverything, AclLimits, type AclProtocol } from '@rc/contract/ops/advanced/acl-fields';
import type { Column } from '../../../ui/data-table';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PageSection } from '../../../ui/page-section';
import { aclRuleItem, aclRuleList, useAcl, useSaveAcl } from './use-acl';
import '../../../ui/page-sections.css';

const protoKey: Record<AclProtocol, string> = { all: 'acl.protos.all', 'tcp+udp': 'acl.protos.tcpUdp', tcp: 'acl.protos.tcp', udp: 'acl.protos.udp' };

const blank: AclRule = { id: '', priority: 0, name: '', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '', action: 'REJECT', enabled: '1' };

/** Advanced > ACL (spec 2, 3, 5): accept, reject or drop rules matched in priority order. */
export function AclPage() {
  const { t } = useTranslation();
  const { data, isError } = useAcl();
  const save = useSaveAcl();
  const rules = data?.rules ?? [];
  // A new rule takes the next free priority after the last one, in steps of 10 as firewall rules are often numbered.
  const next = Math.min(999, rules.reduce((top, rule) => Math.max(top, rule.priority + 10), 0));
  const all = (value: string) => value || t('acl.all');
  const columns: Column<AclRule>[] = [
    { key: 'priority', header: t('acl.priority'), cell: (rule) => rule.priority, align: 'end' },
    { key: 'name', header: t('acl.name'), cell: (rule) => rule.name || '--' },
    { key: 'direction', header: t('acl.direction'), cell: (rule) => t(`acl.directions.${rule.direction}`) },
    { key: 'proto', header: t('acl.proto'), cell: (rule) => t(protoKey[rule.proto]) },
    { key: 'source', header: t('acl.srcIp'), cell: (rule) => (rule.srcPort ? `${all(rule.srcIp)} : ${rule.srcPort}` : all(rule.srcIp)) },
    { key: 'target', header: t('acl.destIp'), cell: (rule) => (rule.destPort ? `${all(rule.destIp)} : ${rule.destPort}` : all(rule.destIp)) },
    { key: 'action', header: t('acl.action'), cell: (rule) => t(`acl.actions.${rule.action}`) },
    { key: 'state', header: t('acl.state'), cell: (rule) => t(rule.enabled === '1' ? 'acl.on' : 'acl.off') },
  ];
  return (
    <div className="page-sections">
      <PageSection title={t('acl.title')}>
        <p>{t('acl.intro')}</p>
        {isError && <p role="alert">{t('form.loadFailed')}</p>}
        {rules.filter(acceptsEverything).map((rule) => (
          <p key={rule.id} className="blocked-notice" role="status">
            {t(`acl.opensEverything.${rule.direction}`, { name: rule.name || rule.priority })}
          </p>
        ))}
        <ListEditor
          caption={t('acl.caption')}
          items={rules}
          listSchema={aclRuleList}
          itemSchema={aclRuleItem}
          listKey="rules"
          columns={columns}
          fields={[
            { name: 'priority', label: 'acl.priority', hint: 'acl.priorityHint' },
            { name: 'name', label: 'acl.name' },
            {
              name: 'direction',
              label: 'acl.direction',
              options: [
                { value: 'input', label: 'acl.directions.input' },
                { value: 'forward', label: 'acl.directions.forward' },
              ],
            },
            { name: 'proto', label: 'acl.proto', options: (['all', 'tcp+udp', 'tcp', 'udp'] as const).map((value) => ({ value, label: protoKey[value] })) },
            { name: 'srcIp', label: 'acl.srcIp', widget: 'client-ip', hint: 'acl.ipHint' },
            { name: 'srcPort', label: 'acl.srcPort', hint: 'acl.portHint' },
            { name: 'destIp', label: 'acl.destIp', widget: 'client-ip', hint: 'acl.ipHint' },
            { name: 'destPort', label: 'acl.destPort', hint: 'acl.portHint' },
            {
              name: 'action',
              label: 'acl.action',
              options: [
                { value: 'REJECT', label: 'acl.actions.REJECT' },
                { value: 'ACCEPT', label: 'acl.actions.ACCEPT' },
                { value: 'DROP', label: 'acl.actions.DROP' },
              ],
            },
            { name: 'enabled', label: 'acl.enabled' },
          ]}
          blank={{ ...blank, priority: next }}
          keyOf={(rule) => rule.id || `new ${rule.priority}`}
          save={save}
          max={AclLimits.maxRules}
          addTitle="acl.addTitle"
          editTitle="acl.editTitle"
        />
      </PageSection>
    </div>
  );
}
