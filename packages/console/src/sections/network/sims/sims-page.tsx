import type { OpInput } from '@rc/contract/op';
import { get_sim_config, set_sim_config } from '@rc/contract/ops/network/sims';
import type { FieldDecl } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { useOp } from '../../../lib/use-op';
import { DataCapsForm } from './data-caps-form';
import { SimSlots } from './sim-slots';
import { SimSwitchLog } from './sim-switch-log';
import { SimUsage } from './sim-usage';
import '../interface-page.css';

const whenFailover = { dependsOn: { failover: '1' } };

type SimInput = OpInput<typeof set_sim_config>;

const fields: FieldDecl<keyof SimInput>[] = [
  { name: 'sim1Enabled', label: 'network-sims.sim1Enabled' },
  { name: 'sim2Enabled', label: 'network-sims.sim2Enabled' },
  {
    name: 'primary',
    label: 'network-sims.primary',
    widget: 'radio',
    options: [
      { value: 'sim1', label: 'network-sims.slots.sim1' },
      { value: 'sim2', label: 'network-sims.slots.sim2' },
    ],
  },
  { name: 'failover', label: 'network-sims.failover', hint: 'network-sims.failoverHint' },
  { name: 'failback', label: 'network-sims.failback', hint: 'network-sims.failbackHint', ...whenFailover },
  { name: 'switchDelay', label: 'network-sims.switchDelay', unit: 'network-sims.seconds', ...whenFailover },
  // Issue 31.5: the rules that move to the other SIM while the one in use still has service.
  { name: 'signalSwitch', label: 'network-sims.signalSwitch', hint: 'network-sims.signalSwitchHint', ...whenFailover },
  { name: 'signalDbm', label: 'network-sims.signalDbm', unit: 'network-sims.dbm', dependsOn: { failover: '1', signalSwitch: '1' } },
  { name: 'signalMinutes', label: 'network-sims.signalMinutes', unit: 'network-sims.minutes', dependsOn: { failover: '1', signalSwitch: '1' } },
  { name: 'pingSwitch', label: 'network-sims.pingSwitch', hint: 'network-sims.pingSwitchHint', ...whenFailover },
  { name: 'pingHost', label: 'network-sims.pingHost', dependsOn: { failover: '1', pingSwitch: '1' } },
  { name: 'pingFailures', label: 'network-sims.pingFailures', unit: 'network-sims.times', dependsOn: { failover: '1', pingSwitch: '1' } },
];

/** Network > SIMs (spec 2): the SIM slots, the primary one, the failover rules, data usage and caps. */
export function SimsPage() {
  // Hidden fields (a rule switched off) keep their stored values: the save sends them back as loaded.
  const loaded = useOp(get_sim_config, {}).data;
  return (
    <div className="page-sections iface-page">
      <div className="card page-card">
        <SettingsForm read={get_sim_config} save={set_sim_config} title="network-sims.title" fields={fields} transformSave={(values) => ({ ...loaded, ...values }) as SimInput} />
      </div>
      <SimSlots />
      <SimSwitchLog />
      <SimUsage />
      <div className="card page-card">
        <DataCapsForm />
      </div>
    </div>
  );
}
