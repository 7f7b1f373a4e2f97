import { get_sim_config, set_sim_config } from '@rc/contract/ops/network/sims';
import type { FieldDecl } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { SimSlots } from './sim-slots';
import '../interface-page.css';

const whenFailover = { dependsOn: { failover: '1' } };

const fields: FieldDecl<'sim1Enabled' | 'sim2Enabled' | 'primary' | 'failover' | 'failback' | 'switchDelay'>[] = [
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
];

/** Network > SIMs (spec 2): the SIM slots, the primary one and the failover policy between them. */
export function SimsPage() {
  return (
    <div className="iface-page">
      <div className="card iface-page__card">
        <SettingsForm read={get_sim_config} save={set_sim_config} title="network-sims.title" fields={fields} />
      </div>
      <SimSlots />
    </div>
  );
}
