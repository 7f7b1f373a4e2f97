import { useTranslation } from 'react-i18next';
import { get_dmz } from '@rc/contract/ops/advanced/dmz';
import type { OpOutput } from '@rc/contract/op';
import { useOp } from '../../../lib/use-op';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';

type Keep = OpOutput<typeof get_dmz>['routerKeeps'][number];

/**
 * What the DMZ host never gets: the firewall's rules for the router's own services on the WAN
 * (WireGuard, ping, remote management made in LuCI). fw4 translates addresses before those rules
 * see a packet, so the device leaves these ports and protocols out of the DMZ.
 */
export function RouterKeeps() {
  const { t } = useTranslation();
  const dmz = useOp(get_dmz, {});
  const keeps = dmz.data?.routerKeeps ?? [];
  const columns: Column<Keep>[] = [
    { key: 'name', header: t('dmz.keepRule'), cell: (keep) => keep.name },
    { key: 'proto', header: t('dmz.keepProtocol'), cell: (keep) => keep.proto },
    { key: 'ports', header: t('dmz.keepPorts'), cell: (keep) => keep.ports || t('dmz.keepAllOfProtocol') },
  ];
  return (
    <PageSection title={t('dmz.keepsTitle')}>
      <p>{t('dmz.keepsHint')}</p>
      {dmz.isSuccess && keeps.length === 0 && <p>{t('dmz.keepsNone')}</p>}
      {keeps.length > 0 && <DataTable caption={t('dmz.keepsTitle')} columns={columns} rows={keeps} rowKey={(keep) => `${keep.name}/${keep.proto}/${keep.ports}`} />}
    </PageSection>
  );
}
