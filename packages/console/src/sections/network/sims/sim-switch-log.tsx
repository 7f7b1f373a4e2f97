import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_sim_switch_log } from '@rc/contract/ops/network/sims';
import { enumLabel } from '../../../lib/enum-label';
import { DataTable, type Column } from '../../../ui/data-table';
import { useSimSwitchLog } from './use-sims';
import { useDeviceClock } from '../../../lib/use-device-clock';

type SimSwitch = OpOutput<typeof get_sim_switch_log>['switches'][number];

/** Each SIM switch with its reason (issue 31.5), newest first. */
export function SimSwitchLog() {
  const { t } = useTranslation();
  const { data, isError, isPending } = useSimSwitchLog();
  const clock = useDeviceClock();
  const slotName = (slot: SimSwitch['to']) => (slot === 'none' ? t('network-sims.noneSlot') : enumLabel(t, 'network-sims.slots', slot));
  const columns: Column<SimSwitch>[] = [
    { key: 'time', header: t('network-sims.switches.time'), cell: (s) => clock(s.time, 'datetime') },
    { key: 'from', header: t('network-sims.switches.from'), cell: (s) => slotName(s.from) },
    { key: 'to', header: t('network-sims.switches.to'), cell: (s) => slotName(s.to) },
    { key: 'reason', header: t('network-sims.switches.reason'), cell: (s) => t(`network-sims.reasons.${s.reason}`, { value: s.value ?? '' }) },
  ];
  return (
    <section className="card page-card" aria-labelledby="sim-switches-title">
      <h2 id="sim-switches-title">{t('network-sims.switches.title')}</h2>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable caption={t('network-sims.switches.caption')} columns={columns} rows={data?.switches ?? []} rowKey={(s) => `${s.time}-${s.to}`} empty={isPending ? t('form.loading') : t('network-sims.switches.none')} />
    </section>
  );
}
