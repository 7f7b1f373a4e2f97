import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_terminals } from '@rc/contract/ops/network/clients';
import { durationText } from '../../../lib/duration-text';
import { Bytes } from '../../../ui/bytes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/data-table-phone.css';
import { PageSection } from '../../../ui/page-section';
import { useTerminalBlock, useTerminals } from './use-clients';

type Terminal = OpOutput<typeof get_terminals>['terminals'][number];

/** Spec 2: the connected devices, each with the prohibit-access action (and its undo). */
export function TerminalTable() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useTerminals();
  const block = useTerminalBlock();
  const [asking, setAsking] = useState<Terminal | null>(null);
  const blocked = new Set(data?.blocked ?? []);
  const timeBlocked = new Set(Array.isArray(data?.timeBlocked) ? data.timeBlocked : []);
  const stateOf = (mac: string) => (blocked.has(mac) ? 'blocked' : timeBlocked.has(mac) ? 'timeBlocked' : 'allowed');
  const online = new Set((data?.terminals ?? []).map((terminal) => terminal.mac));
  const offline = [...blocked].filter((mac) => !online.has(mac));
  const name = (terminal: Terminal) => terminal.hostname || terminal.mac;

  const action = (terminal: Terminal) =>
    blocked.has(terminal.mac) ? (
      <button type="button" className="button" disabled={block.isPending} onClick={() => block.mutate({ mac: terminal.mac, blocked: false })} aria-label={t('network-terminal.allowEntry', { name: name(terminal) })}>
        {t('network-terminal.allow')}
      </button>
    ) : (
      <button type="button" className="button" disabled={block.isPending} onClick={() => setAsking(terminal)} aria-label={t('network-terminal.blockEntry', { name: name(terminal) })}>
        {t('network-terminal.block')}
      </button>
    );

  const columns: Column<Terminal>[] = [
    { key: 'hostname', header: t('network-terminal.hostname'), cell: (terminal) => terminal.hostname || '--', phone: 'title' },
    { key: 'ip', header: t('network-terminal.ip'), cell: (terminal) => terminal.ip, phone: 'line' },
    { key: 'mac', header: t('network-terminal.mac'), cell: (terminal) => terminal.mac, phone: 'line', identifier: true },
    { key: 'connection', header: t('network-terminal.connection'), cell: (terminal) => t(`network-terminal.via.${terminal.connection}`) },
    { key: 'upload', header: t('network-terminal.upload'), cell: (terminal) => <Bytes value={terminal.rxBytes} />, align: 'end' },
    { key: 'download', header: t('network-terminal.download'), cell: (terminal) => <Bytes value={terminal.txBytes} />, align: 'end' },
    { key: 'time', header: t('network-terminal.connected'), cell: (terminal) => durationText(t, terminal.connectedSeconds), align: 'end' },
    {
      key: 'access',
      header: t('network-terminal.access'),
      phone: 'end',
      cell: (terminal) => (
        <span className="network-terminal__access">
          <span className={stateOf(terminal.mac) === 'allowed' ? 'network-terminal__state' : 'network-terminal__state network-terminal__state--blocked'}>
            {t(`network-terminal.${stateOf(terminal.mac)}`)}
          </span>
          {action(terminal)}
        </span>
      ),
    },
  ];

  return (
    <PageSection title={t('network-terminal.title')}>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable caption={t('network-terminal.caption')} columns={columns} rows={data?.terminals ?? []} rowKey={(terminal) => terminal.mac} empty={isPending ? t('form.loading') : t('network-terminal.empty')} />
      {offline.length > 0 && (
        <div className="network-terminal__offline">
          <h3 className="page-sections__subtitle">{t('network-terminal.offlineTitle')}</h3>
          <ul className="network-terminal__offline-list">
            {offline.map((mac) => (
              <li key={mac}>
                <span className="network-terminal__mac">{mac}</span>
                <button type="button" className="button" disabled={block.isPending} onClick={() => block.mutate({ mac, blocked: false })} aria-label={t('network-terminal.allowEntry', { name: mac })}>
                  {t('network-terminal.allow')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('network-terminal.blockTitle')}
        message={asking ? t('network-terminal.blockQuestion', { name: name(asking), mac: asking.mac }) : ''}
        confirmLabel={t('network-terminal.block')}
        danger
        onConfirm={() => asking && block.mutate({ mac: asking.mac, blocked: true })}
      />
    </PageSection>
  );
}
