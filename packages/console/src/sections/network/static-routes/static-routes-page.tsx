import { useTranslation } from 'react-i18next';
import { Limits } from '@rc/contract/constants';
import type { StaticRoute } from '@rc/contract/ops/network/static-routes';
import type { Column } from '../../../ui/data-table';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PageSection } from '../../../ui/page-section';
import { RouteTable } from './route-table';
import { staticRouteItem, staticRouteList, useSaveStaticRoutes, useStaticRoutes } from './use-static-routes';
import '../../../ui/page-sections.css';

const HOST_MASK = '255.255.255.255';
const blank: StaticRoute = { interface: 'wan', target: '', netmask: '255.255.255.0', gateway: '', metric: 0 };
const interfaceOptions = [
  { value: 'lan', label: 'network-router.ifLan' },
  { value: 'wan', label: 'network-router.ifWan' },
  { value: 'wwan', label: 'network-router.ifWwan' },
];
const interfaceLabel = (name: string) => interfaceOptions.find((option) => option.value === name)?.label ?? name;

/** Network > Static route (spec 2): the routes of the network package and the active table. */
export function StaticRoutesPage() {
  const { t } = useTranslation();
  const { data, isError } = useStaticRoutes();
  const save = useSaveStaticRoutes();
  const columns: Column<StaticRoute>[] = [
    { key: 'interface', header: t('network-router.interface'), cell: (route) => t(interfaceLabel(route.interface)) },
    { key: 'kind', header: t('network-router.kind'), cell: (route) => t(route.netmask === HOST_MASK ? 'network-router.host' : 'network-router.network') },
    { key: 'target', header: t('network-router.target'), cell: (route) => route.target },
    { key: 'netmask', header: t('network-router.netmask'), cell: (route) => route.netmask },
    { key: 'gateway', header: t('network-router.gateway'), cell: (route) => route.gateway || '--' },
    { key: 'metric', header: t('network-router.metric'), cell: (route) => route.metric, align: 'end' },
  ];
  return (
    <div className="page-sections">
      <PageSection title={t('network-router.staticTitle')}>
        {isError && <p role="alert">{t('form.loadFailed')}</p>}
        <ListEditor
          caption={t('network-router.staticCaption')}
          items={data?.routes ?? []}
          listSchema={staticRouteList}
          itemSchema={staticRouteItem}
          listKey="routes"
          columns={columns}
          fields={[
            { name: 'interface', label: 'network-router.interface', options: interfaceOptions },
            { name: 'target', label: 'network-router.target', widget: 'ip', hint: 'network-router.targetHint' },
            { name: 'netmask', label: 'network-router.netmask', widget: 'ip', hint: 'network-router.netmaskHint' },
            { name: 'gateway', label: 'network-router.gateway', widget: 'ip', hint: 'network-router.gatewayHint' },
            { name: 'metric', label: 'network-router.metric', hint: 'network-router.metricHint' },
          ]}
          blank={blank}
          keyOf={(route) => `${route.target}/${route.netmask} ${route.interface} ${route.metric}`}
          save={save}
          max={Limits.staticRoutesMax}
          addTitle="network-router.addTitle"
          editTitle="network-router.editTitle"
        />
      </PageSection>
      <RouteTable />
    </div>
  );
}
