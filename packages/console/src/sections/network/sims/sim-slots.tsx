import { useTranslation } from 'react-i18next';
import { operatorName } from '../../../lib/operator-name';
import type { OpOutput } from '@rc/contract/op';
import type { get_sim_status } from '@rc/contract/ops/network/sims';
import { DataTable, type Column } from '../../../ui/data-table';
import { useSimStatus } from './use-sims';
import { enumLabel } from '../../../lib/enum-label';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

type Slot = OpOutput<typeof get_sim_status>['slots'][number];

const stateTone = { ready: 'badge--ok', pin_required: 'badge--warn', absent: '' } as const;

/** The slots as the modem sees them (absent, PIN required, ready) and the one in use. */
export function SimSlots() {
  const { t } = useTranslation();
  const { data, isError, error, isPending } = useSimStatus();
  const columns: Column<Slot>[] = [
    { key: 'slot', header: t('network-sims.slot'), cell: (slot) => enumLabel(t, 'network-sims.slots', slot.slot) },
    { key: 'state', header: t('network-sims.stateLabel'), cell: (slot) => <span className={`badge ${stateTone[slot.state]}`}>{t(`network-sims.states.${slot.state}`)}</span> },
    { key: 'iccid', header: t('network-sims.iccid'), cell: (slot) => slot.iccid || '--', identifier: true },
    { key: 'operator', header: t('network-sims.operator'), cell: (slot) => operatorName(t, slot.operator) },
    { key: 'active', header: t('network-sims.inUse'), cell: (slot) => (data?.active === slot.slot ? t('network-sims.yes') : t('network-sims.no')) },
  ];
  return (
    <section className="card page-card" aria-labelledby="sim-slots-title">
      <div className="iface-page__head">
        <h2 id="sim-slots-title">{t('network-sims.state')}</h2>
        {data && (
          <span className={`badge ${data.active === 'none' ? 'badge--bad' : 'badge--ok'}`}>
            {data.active === 'none' ? t('network-sims.noneActive') : t('network-sims.active', { slot: enumLabel(t, 'network-sims.slots', data.active) })}
          </span>
        )}
      </div>
      {isError && <LoadFailedAlert error={error} />}
      <DataTable
        caption={t('network-sims.slotsCaption')}
        columns={columns}
        rows={data?.slots ?? []}
        rowKey={(slot) => slot.slot}
        empty={isPending ? t('form.loading') : t('network-sims.noModem')}
      />
    </section>
  );
}
