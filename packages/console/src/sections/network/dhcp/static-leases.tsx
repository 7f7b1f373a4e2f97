import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@rc/contract/constants';
import type { StaticLease } from '@rc/contract/ops/network/dhcp';
import type { Column } from '../../../ui/data-table';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PageSection } from '../../../ui/page-section';
import { BatchAddDialog } from './batch-add-dialog';
import { staticLeaseItem, staticLeaseList, useSaveStaticLeases, useStaticLeases } from './use-dhcp';

const blank: StaticLease = { name: '', ip: '', mac: '' };

/** Spec 2: the static allocation list with add, batch add and batch remove. */
export function StaticLeases() {
  const { t } = useTranslation();
  const { data } = useStaticLeases();
  const save = useSaveStaticLeases();
  const [batchOpen, setBatchOpen] = useState(false);
  const hosts = data?.hosts ?? [];
  const columns: Column<StaticLease>[] = [
    { key: 'name', header: t('network-dhcp.hostname'), cell: (host) => host.name || '--' },
    { key: 'ip', header: t('network-dhcp.ip'), cell: (host) => host.ip },
    { key: 'mac', header: t('network-dhcp.mac'), cell: (host) => host.mac, identifier: true },
  ];
  return (
    <PageSection title={t('network-dhcp.staticTitle')}>
      <ListEditor
        caption={t('network-dhcp.staticCaption')}
        items={hosts}
        listSchema={staticLeaseList}
        itemSchema={staticLeaseItem}
        listKey="hosts"
        columns={columns}
        fields={[
          { name: 'mac', label: 'network-dhcp.mac', widget: 'client-mac', fillFromClient: { ip: 'ip', name: 'name' }, placeholder: 'network-dhcp.macPlaceholder' },
          { name: 'ip', label: 'network-dhcp.ip', widget: 'client-ip', fillFromClient: { mac: 'mac', name: 'name' } },
          { name: 'name', label: 'network-dhcp.hostname', hint: 'network-dhcp.hostnameHint' },
        ]}
        blank={blank}
        keyOf={(host) => host.mac}
        save={save}
        max={Limits.staticLeasesMax}
        addTitle="network-dhcp.addTitle"
        editTitle="network-dhcp.editTitle"
        toolbar={
          <button type="button" className="button" onClick={() => setBatchOpen(true)}>
            {t('network-dhcp.batchAdd')}
          </button>
        }
      />
      <BatchAddDialog open={batchOpen} onClose={() => setBatchOpen(false)} hosts={hosts} save={save} />
    </PageSection>
  );
}
