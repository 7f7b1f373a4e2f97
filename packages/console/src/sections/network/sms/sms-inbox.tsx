import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_sms_list } from '@rc/contract/ops/network/sms';
import { DataTable, type Column } from '../../../ui/data-table';
import { OutsideText } from '../../../ui/outside-text';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { PageSection } from '../../../ui/page-section';
import { useSmsChange, useSmsList } from './use-sms';
import '../../../ui/data-table-phone.css';
import { useDeviceClock } from '../../../lib/use-device-clock';

type Message = OpOutput<typeof get_sms_list>['messages'][number];

/** The messages on the modem and SIM, newest first: read, mark, delete. */
export function SmsInbox() {
  const { t } = useTranslation();
  const { data, error, isError, isPending } = useSmsList();
  const { remove, markRead } = useSmsChange();
  const clock = useDeviceClock();
  const when = (time: number) => clock(time, 'datetime');
  // A device that answers no list shows an empty inbox, not a broken page (issue 19.2).
  const messages = Array.isArray(data?.messages) ? data.messages : [];
  const columns: Column<Message>[] = [
    {
      key: 'state',
      header: t('network-sms.state'),
      phone: 'start',
      cell: (m) => <span className={`badge ${m.read === '0' ? 'badge--warn' : ''}`}>{t(m.direction === 'sent' ? 'network-sms.sentLabel' : m.read === '1' ? 'network-sms.read' : 'network-sms.unread')}</span>,
    },
    {
      key: 'number',
      header: t('network-sms.from'),
      phone: 'title',
      cell: (m) => <OutsideText className="sms-inbox__number" text={m.direction === 'sent' ? t('network-sms.to', { number: m.number }) : m.number} />,
    },
    { key: 'text', header: t('network-sms.text'), phone: 'line', cell: (m) => <OutsideText className={m.read === '0' ? 'sms-inbox__text sms-inbox__text--unread' : 'sms-inbox__text'} text={m.text} /> },
    // ModemManager keeps no time for a message it sent (mmcli-sms.ts answers 0): no 1970 date
    { key: 'time', header: t('network-sms.time'), phone: 'detail', cell: (m) => (m.time > 0 ? when(m.time) : '') },
    {
      key: 'actions',
      header: t('network-sms.actions'),
      phone: 'end',
      cell: (m) => (
        <span className="sms-inbox__actions">
          {m.direction === 'received' && (
            <button type="button" className="button" onClick={() => markRead.mutate({ ids: [m.id], read: m.read === '1' ? '0' : '1' })}>
              {m.read === '1' ? t('network-sms.markUnread') : t('network-sms.markRead')}
            </button>
          )}
          <button type="button" className="button button--danger" aria-label={t('network-sms.deleteOne', { number: m.number })} onClick={() => remove.mutate([m.id])}>
            {t('network-sms.delete')}
          </button>
        </span>
      ),
    },
  ];
  return (
    <PageSection title={data ? t('network-sms.inboxCount', { count: messages.length, unread: Number(data.unread) || 0 }) : t('network-sms.inbox')}>
      {isError && <LoadFailedAlert error={error} />}
      <DataTable caption={t('network-sms.inbox')} columns={columns} rows={messages} rowKey={(m) => m.id} empty={isPending ? t('form.loading') : t('network-sms.empty')} />
    </PageSection>
  );
}
