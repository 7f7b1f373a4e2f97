import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import { get_portal_clients, portal_kick } from '@rc/contract/ops/service/portal';
import { callOp } from '../../../lib/api-client';
import { durationText } from '../../../lib/duration-text';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';
import { Bytes } from '../../../ui/bytes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';

type Client = OpOutput<typeof get_portal_clients>['clients'][number];

const POLL_MS = 10_000;

/** The clients signed in through the portal, each with a button that signs it out. */
export function PortalClients() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useOp(get_portal_clients, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const [kicking, setKicking] = useState<Client | null>(null);
  const kick = useMutation({
    mutationFn: (mac: string) => runOperation(callOp(portal_kick, { mac }), { success: 'portal.kicked' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [get_portal_clients.op] }),
  });
  const name = (client: Client) => client.hostname || client.mac;
  const columns: Column<Client>[] = [
    { key: 'hostname', header: t('portal.hostname'), cell: (client) => client.hostname || '--' },
    { key: 'ip', header: t('portal.ip'), cell: (client) => client.ip },
    { key: 'mac', header: t('portal.mac'), cell: (client) => client.mac, identifier: true },
    { key: 'signedIn', header: t('portal.signedIn'), cell: (client) => durationText(t, client.signedInSeconds) },
    { key: 'traffic', header: t('portal.traffic'), cell: (client) => <><Bytes value={client.rxBytes} /> / <Bytes value={client.txBytes} /></> },
    {
      key: 'kick',
      header: t('portal.action'),
      cell: (client) => (
        <button type="button" className="button" disabled={kick.isPending} onClick={() => setKicking(client)} aria-label={t('portal.kickEntry', { name: name(client) })}>
          {t('portal.kick')}
        </button>
      ),
    },
  ];
  const data = clients.data;
  return (
    <PageSection title={t('portal.clientsTitle')}>
      {clients.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data?.available === '0' && <p>{t('portal.clientsUnavailable')}</p>}
      {data?.available === '1' && (
        <DataTable caption={t('portal.clientsCaption')} columns={columns} rows={data.clients ?? []} rowKey={(client) => client.mac} empty={t('portal.noClients')} />
      )}
      <ConfirmDialog
        open={kicking !== null}
        onOpenChange={(open) => !open && setKicking(null)}
        title={t('portal.kickTitle')}
        message={kicking ? t('portal.kickQuestion', { name: name(kicking) }) : ''}
        confirmLabel={t('portal.kick')}
        danger
        onConfirm={() => kicking && kick.mutate(kicking.mac)}
      />
    </PageSection>
  );
}
