import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLeaseHostname } from '@rc/contract/datatypes';
import type { OpOutput } from '@rc/contract/op';
import type { get_dhcp_leases } from '@rc/contract/ops/network/dhcp';
import { durationText } from '../../../lib/duration-text';
import { runOperation } from '../../../lib/operation';
import { useNow } from '../../../lib/use-now';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/data-table-phone.css';
import { PageSection } from '../../../ui/page-section';
import { useLeases, useSaveStaticLeases, useStaticLeases } from './use-dhcp';

type Lease = OpOutput<typeof get_dhcp_leases>['leases'][number];

interface PinNote {
  key: 'network-dhcp.pinNameChanged' | 'network-dhcp.pinNameCleared';
  params: { name: string; safe: string; ip: string };
}

/** Spec 2: the lease list, its remaining time counting down between two polls. */
export function LeaseTable() {
  const { t } = useTranslation();
  const leases = useLeases();
  const statics = useStaticLeases();
  const save = useSaveStaticLeases();
  const now = useNow();
  const elapsed = Math.max(0, Math.floor((now - leases.dataUpdatedAt) / 1000));
  const pinned = new Set((statics.data?.hosts ?? []).map((host) => host.mac.toUpperCase()));
  const [note, setNote] = useState<PinNote | null>(null);

  // A host name comes from the client (any bytes): it is shown as text, and made into one dnsmasq
  // takes, or dropped, when it is pinned (issue 13.22); the note says which, never silently.
  const pin = (lease: Lease) => {
    const safe = safeLeaseHostname(lease.hostname);
    const params = { name: lease.hostname, safe, ip: lease.ip };
    const changed: PinNote | null = safe === lease.hostname ? null : { key: safe === '' ? 'network-dhcp.pinNameCleared' : 'network-dhcp.pinNameChanged', params };
    void runOperation(save([...(statics.data?.hosts ?? []), { name: safe, ip: lease.ip, mac: lease.mac }]))
      .then(() => setNote(changed))
      .catch(() => undefined);
  };

  const remaining = (lease: Lease) => (lease.expires < 0 ? t('network-dhcp.leaseInfinite') : durationText(t, Math.max(0, lease.expires - elapsed)));
  const columns: Column<Lease>[] = [
    { key: 'hostname', header: t('network-dhcp.hostname'), cell: (lease) => lease.hostname || '--', phone: 'title' },
    { key: 'ip', header: t('network-dhcp.ip'), cell: (lease) => lease.ip, phone: 'line' },
    { key: 'mac', header: t('network-dhcp.mac'), cell: (lease) => lease.mac, phone: 'line', identifier: true },
    { key: 'remaining', header: t('network-dhcp.remaining'), cell: remaining, align: 'end' },
    {
      key: 'pin',
      phone: 'end',
      header: t('list.actions'),
      cell: (lease) => (
        <button
          type="button"
          className="button"
          disabled={pinned.has(lease.mac.toUpperCase()) || !statics.isSuccess}
          onClick={() => pin(lease)}
          aria-label={t('network-dhcp.pinEntry', { ip: lease.ip, mac: lease.mac })}
        >
          {t('network-dhcp.pin')}
        </button>
      ),
    },
  ];
  return (
    <PageSection title={t('network-dhcp.leasesTitle')}>
      {leases.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {note && (
        <p role="status" className="lease-table__note">
          {t(note.key, note.params)}
        </p>
      )}
      <DataTable caption={t('network-dhcp.leasesCaption')} columns={columns} rows={leases.data?.leases ?? []} rowKey={(lease) => lease.mac} empty={leases.isPending ? t('form.loading') : t('network-dhcp.noLeases')} />
    </PageSection>
  );
}
