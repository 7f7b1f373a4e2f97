import { useTranslation } from 'react-i18next';
import { DispatchLimits, DispatchPolicies, DispatchProtocols } from '@rc/contract/ops/service/traffic-dispatch-fields';
import { get_traffic_dispatch_status, type DispatchRule } from '@rc/contract/ops/service/traffic-dispatch';
import { useOp } from '../../../lib/use-op';
import type { Column } from '../../../ui/data-table';
import { FactsList } from '../../../ui/facts-list';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PageSection } from '../../../ui/page-section';
import { Mwan3OwnRules } from './mwan3-own-rules';
import { dispatchRuleItem, dispatchRuleList, useDispatch, useSaveDispatch } from './use-traffic-dispatch';
import '../../../ui/page-sections.css';

const blank: DispatchRule = { srcIp: '', destIp: '', proto: 'all', destPort: '', policy: 'wan_wwan' };
const POLL_MS = 5_000;

/**
 * Service > Traffic dispatch (spec 2): which uplink, the WAN port or 4G, carries which LAN hosts or
 * destinations, and what happens when it fails. The rest follows the 3G/4G tab's 4G priority.
 */
export function TrafficDispatchPage() {
  const { t } = useTranslation();
  const { data, isError } = useDispatch();
  const status = useOp(get_traffic_dispatch_status, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const save = useSaveDispatch();
  const routes: readonly string[] = status.data?.routes ?? [];
  const any = (value: string) => value || t('dispatch.any');
  const route = (value: string | undefined) => (value ? t(`dispatch.routes.${value}`) : '--');
  const rules = data?.rules ?? [];
  const columns: Column<DispatchRule>[] = [
    { key: 'srcIp', header: t('dispatch.srcIp'), cell: (rule) => any(rule.srcIp) },
    { key: 'destIp', header: t('dispatch.destIp'), cell: (rule) => (rule.destPort ? `${any(rule.destIp)} : ${rule.destPort}` : any(rule.destIp)) },
    { key: 'proto', header: t('dispatch.proto'), cell: (rule) => t(`dispatch.protos.${rule.proto}`) },
    { key: 'policy', header: t('dispatch.policy'), cell: (rule) => t(`dispatch.policies.${rule.policy}`) },
    { key: 'now', header: t('dispatch.now'), cell: (rule) => route(routes[rules.indexOf(rule)]) },
  ];
  return (
    <div className="page-sections">
      <PageSection title={t('dispatch.title')}>
        <p>{t('dispatch.intro')}</p>
        {isError && <p role="alert">{t('form.loadFailed')}</p>}
        <ListEditor
          caption={t('dispatch.caption')}
          items={rules}
          listSchema={dispatchRuleList}
          itemSchema={dispatchRuleItem}
          listKey="rules"
          columns={columns}
          fields={[
            { name: 'srcIp', label: 'dispatch.srcIp', widget: 'client-ip', hint: 'dispatch.ipHint' },
            { name: 'destIp', label: 'dispatch.destIp', hint: 'dispatch.ipHint' },
            { name: 'proto', label: 'dispatch.proto', options: DispatchProtocols.map((value) => ({ value, label: `dispatch.protos.${value}` })) },
            { name: 'destPort', label: 'dispatch.destPort', hint: 'dispatch.portHint' },
            { name: 'policy', label: 'dispatch.policy', options: DispatchPolicies.map((value) => ({ value, label: `dispatch.policies.${value}` })) },
          ]}
          blank={blank}
          keyOf={(rule) => String(rules.indexOf(rule))}
          save={save}
          max={DispatchLimits.maxRules}
          addTitle="dispatch.addTitle"
          editTitle="dispatch.editTitle"
        />
        <Mwan3OwnRules rules={data?.otherRules ?? []} />
        {data?.defaultPolicy && <p>{t('dispatch.defaultRule', { policy: t(`dispatch.policies.${data.defaultPolicy}`) })}</p>}
      </PageSection>
      <PageSection title={t('dispatch.statusTitle')}>
        {status.data?.available === '0' && <p>{t('dispatch.statusUnavailable')}</p>}
        {status.data?.available === '1' && (
          <FactsList
            label={t('dispatch.statusTitle')}
            facts={[
              ...(status.data.uplinks ?? []).map((uplink) => ({
                key: uplink.uplink,
                label: t(`dispatch.uplinks.${uplink.uplink}`),
                value: t(uplink.online === '1' ? 'dispatch.online' : 'dispatch.offline'),
              })),
              { key: 'default', label: t('dispatch.defaultNow'), value: route(status.data.defaultRoute) },
            ]}
          />
        )}
      </PageSection>
    </div>
  );
}
