import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_data_usage } from '@rc/contract/ops/network/sim-usage';
import { enumLabel } from '../../../lib/enum-label';
import { Bytes } from '../../../ui/bytes';
import { DataTable, type Column } from '../../../ui/data-table';
import { useDataUsage } from './use-sims';

type SlotUsage = OpOutput<typeof get_data_usage>['slots'][number];

const both = (bytes: { rx: number; tx: number }) => (
  <>
    ↓ <Bytes value={bytes.rx} /> · ↑ <Bytes value={bytes.tx} />
  </>
);

/** Bytes each SIM carried today, this billing month and the last, against its cap (issue 31.3). */
export function SimUsage() {
  const { t } = useTranslation();
  const { data, isError, isPending } = useDataUsage();
  const columns: Column<SlotUsage>[] = [
    { key: 'slot', header: t('network-sims.slot'), cell: (u) => enumLabel(t, 'network-sims.slots', u.slot) },
    { key: 'today', header: t('network-sims.usage.today'), cell: (u) => both(u.today) },
    { key: 'month', header: t('network-sims.usage.month'), cell: (u) => <>{both(u.month)} <small>({t('network-sims.usage.since', { day: u.monthStart })})</small></> },
    { key: 'last', header: t('network-sims.usage.lastMonth'), cell: (u) => both(u.lastMonth) },
    {
      key: 'cap',
      header: t('network-sims.usage.cap'),
      cell: (u) =>
        u.capBytes > 0 ? (
          <span className={`badge ${u.percent >= 100 ? 'badge--bad' : u.percent >= 80 ? 'badge--warn' : 'badge--ok'}`}>
            {t('network-sims.usage.percent', { percent: u.percent })} / <Bytes value={u.capBytes} />
          </span>
        ) : (
          t('network-sims.usage.noCap')
        ),
    },
  ];
  return (
    <section className="card page-card" aria-labelledby="sim-usage-title">
      <div className="iface-page__head">
        <h2 id="sim-usage-title">{t('network-sims.usage.title')}</h2>
        {data?.dataStopped && <span className="badge badge--bad">{t('network-sims.usage.stopped')}</span>}
      </div>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && !data.counted ? (
        <p>{t('network-sims.usage.notCounted')}</p>
      ) : (
        <DataTable caption={t('network-sims.usage.caption')} columns={columns} rows={data?.slots ?? []} rowKey={(u) => u.slot} empty={isPending ? t('form.loading') : t('network-sims.noModem')} />
      )}
    </section>
  );
}
