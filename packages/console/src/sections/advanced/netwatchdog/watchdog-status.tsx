import { useTranslation } from 'react-i18next';
import { get_netwatchdog_status } from '@rc/contract/ops/advanced/netwatchdog';
import { useOp } from '../../../lib/use-op';
import { DataTable, type Column } from '../../../ui/data-table';
import { FactsList } from '../../../ui/facts-list';
import { PageSection } from '../../../ui/page-section';
import { enumLabel } from '../../../lib/enum-label';
import { spanText } from '../../../lib/duration-text';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

type Probe = { host: string; answered: '1' | '0' | ''; secondsAgo: number };

const POLL_MS = 5_000;

/** What the watchdog saw: the last probe of each address, failures in a row, its last action. */
export function WatchdogStatus() {
  const { t, i18n } = useTranslation();
  const status = useOp(get_netwatchdog_status, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const data = status.data;
  const ago = (seconds: number) => (seconds < 0 ? t('netwatchdog.never') : t('netwatchdog.secondsAgo', { count: seconds }));
  const columns: Column<Probe>[] = [
    { key: 'host', header: t('netwatchdog.address'), cell: (probe) => probe.host },
    {
      key: 'answered',
      header: t('netwatchdog.lastProbe'),
      cell: (probe) => (probe.answered === '' ? t('netwatchdog.notYet') : t(probe.answered === '1' ? 'netwatchdog.answered' : 'netwatchdog.noAnswer')),
    },
    { key: 'when', header: t('netwatchdog.when'), cell: (probe) => ago(probe.secondsAgo) },
  ];
  return (
    <PageSection title={t('netwatchdog.statusTitle')}>
      {status.isError && <LoadFailedAlert error={status.error} />}
      {data && data.running === '0' && <p>{t('netwatchdog.notRunning')}</p>}
      {data && data.running === '1' && (
        <DataTable caption={t('netwatchdog.probesCaption')} columns={columns} rows={data.probes} rowKey={(probe) => probe.host} />
      )}
      {data && (
        <FactsList
          label={t('netwatchdog.statusTitle')}
          facts={[
            ...(data.running === '1' && data.period > 0 ? [{ key: 'period', label: t('netwatchdog.actsAfter'), value: spanText(i18n.language || 'en', data.period) }] : []),
            ...(data.running === '1' ? [{ key: 'failures', label: t('netwatchdog.failuresInRow'), value: String(data.failuresInRow) }] : []),
            { key: 'lastAction', label: t('netwatchdog.lastAction'), value: enumLabel(t, 'netwatchdog.lastActions', data.lastAction) },
            { key: 'lastActionAt', label: t('netwatchdog.lastActionAt'), value: ago(data.lastActionSecondsAgo) },
          ]}
        />
      )}
    </PageSection>
  );
}

/** Said above the form while watchcat's own section, as OpenWrt installs it, is the watchdog that runs. */
export function ShippedWatchcatNote() {
  const { t, i18n } = useTranslation();
  const status = useOp(get_netwatchdog_status, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const data = status.data;
  if (data?.running !== '1' || data.shipped !== '1') return null;
  return <p role="note">{t('netwatchdog.shippedNote', { period: spanText(i18n.language || 'en', data.period) })}</p>;
}
