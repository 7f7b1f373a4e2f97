import { useTranslation } from 'react-i18next';
import { DispatchPolicies } from '@rc/contract/ops/service/traffic-dispatch-fields';
import type { OtherDispatchRule } from '@rc/contract/ops/service/traffic-dispatch';
import { DataTable, type Column } from '../../../ui/data-table';

/**
 * mwan3's own rules (its stock `https`: TCP 443 balanced), which match after the page's rules: shown
 * so that the administrator knows what the rest of the traffic meets before the default rule.
 */
export function Mwan3OwnRules({ rules }: { rules: readonly OtherDispatchRule[] }) {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  const any = (value: string) => value || t('dispatch.any');
  const known = (policy: string) => (DispatchPolicies as readonly string[]).includes(policy);
  const columns: Column<OtherDispatchRule>[] = [
    { key: 'name', header: t('dispatch.ownRuleName'), cell: (rule) => rule.name },
    { key: 'srcIp', header: t('dispatch.srcIp'), cell: (rule) => any(rule.srcIp) },
    { key: 'destIp', header: t('dispatch.destIp'), cell: (rule) => (rule.destPort ? `${any(rule.destIp)} : ${rule.destPort}` : any(rule.destIp)) },
    { key: 'proto', header: t('dispatch.proto'), cell: (rule) => (['all', 'tcp', 'udp'].includes(rule.proto) ? t(`dispatch.protos.${rule.proto}`) : rule.proto.toUpperCase()) },
    {
      key: 'policy',
      header: t('dispatch.policy'),
      cell: (rule) => [known(rule.policy) ? t(`dispatch.policies.${rule.policy}`) : rule.policy, rule.sticky === '1' ? t('dispatch.sticky') : ''].filter(Boolean).join(', '),
    },
    { key: 'family', header: t('dispatch.family'), cell: (rule) => t(`dispatch.families.${rule.family === 'ipv4' || rule.family === 'ipv6' ? rule.family : 'any'}`) },
  ];
  return (
    <>
      <p>{t('dispatch.ownRulesIntro')}</p>
      <DataTable caption={t('dispatch.ownRules')} columns={columns} rows={rules} rowKey={(rule) => rule.name} />
    </>
  );
}
