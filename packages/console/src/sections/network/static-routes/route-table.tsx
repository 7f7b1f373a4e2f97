import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_route_table } from '@rc/contract/ops/network/static-routes';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { useRouteTable } from './use-static-routes';

type Route = OpOutput<typeof get_route_table>['routes'][number];

/** Spec 2: the active IPv4 routes, as the kernel holds them. */
export function RouteTable() {
  const { t } = useTranslation();
  const table = useRouteTable();
  const columns: Column<Route>[] = [
    { key: 'destination', header: t('network-router.destination'), cell: (route) => route.destination },
    { key: 'netmask', header: t('network-router.netmask'), cell: (route) => route.netmask },
    { key: 'gateway', header: t('network-router.gateway'), cell: (route) => route.gateway },
    { key: 'interface', header: t('network-router.device'), cell: (route) => route.interface },
    { key: 'metric', header: t('network-router.metric'), cell: (route) => route.metric, align: 'end' },
  ];
  return (
    <PageSection title={t('network-router.tableTitle')}>
      {table.isError && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable
        caption={t('network-router.tableCaption')}
        columns={columns}
        rows={table.data?.routes ?? []}
        rowKey={(route, index) => `${route.destination}/${route.netmask} ${route.interface} ${route.metric} ${index}`}
        empty={table.isPending ? t('form.loading') : t('network-router.tableEmpty')}
      />
    </PageSection>
  );
}
