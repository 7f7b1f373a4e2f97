import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_arp_table } from '@rc/contract/ops/network/clients';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/data-table-phone.css';
import { PageSection } from '../../../ui/page-section';
import { useArpTable } from './use-clients';

type Entry = OpOutput<typeof get_arp_table>['entries'][number];

/** Spec 2: the ARP table. */
export function ArpTable() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useArpTable();
  const columns: Column<Entry>[] = [
    // Issue 43.5: on a phone one compact row an entry (IP and interface over the MAC), not a card of three lines.
    { key: 'ip', header: t('network-terminal.ip'), cell: (entry) => entry.ip, phone: 'title' },
    { key: 'mac', header: t('network-terminal.mac'), cell: (entry) => entry.mac, identifier: true, phone: 'line' },
    { key: 'interface', header: t('network-terminal.interface'), cell: (entry) => entry.interface, phone: 'end' },
  ];
  return (
    <PageSection title={t('network-terminal.arpTitle')}>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable caption={t('network-terminal.arpCaption')} columns={columns} rows={data?.entries ?? []} rowKey={(entry) => `${entry.ip} ${entry.interface}`} empty={isPending ? t('form.loading') : t('network-terminal.arpEmpty')} />
    </PageSection>
  );
}
