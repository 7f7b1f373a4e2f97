import type { OpInput } from '@rc/contract/op';
import { capActions } from '@rc/contract/ops/network/sim-fields';
import { get_data_caps, set_data_caps } from '@rc/contract/ops/network/sim-usage';
import type { FieldDecl } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';

const actionOptions = capActions.map((action) => ({ value: action, label: `network-sims.capActions.${action}` }));

const slotFields = (slot: 'sim1' | 'sim2'): FieldDecl<keyof OpInput<typeof set_data_caps>>[] => [
  { name: `${slot}ResetDay`, label: `network-sims.usage.${slot}ResetDay`, hint: 'network-sims.resetDayHint' },
  { name: `${slot}CapMb`, label: `network-sims.usage.${slot}CapMb`, unit: 'network-sims.mb', hint: 'network-sims.capHint' },
  { name: `${slot}CapAction`, label: `network-sims.usage.${slot}CapAction`, widget: 'select', options: actionOptions },
];

/** Each SIM's monthly reset day, data cap and what happens at the cap (issue 31.3). */
export function DataCapsForm() {
  return <SettingsForm read={get_data_caps} save={set_data_caps} title="network-sims.capsTitle" fields={[...slotFields('sim1'), ...slotFields('sim2')]} />;
}
