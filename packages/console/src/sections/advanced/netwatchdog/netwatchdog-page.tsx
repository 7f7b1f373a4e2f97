import type { OpInput } from '@rc/contract/op';
import { get_netwatchdog, set_netwatchdog } from '@rc/contract/ops/advanced/netwatchdog';
import { useOp } from '../../../lib/use-op';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { ShippedWatchcatNote, WatchdogStatus } from './watchdog-status';
import '../../../ui/page-sections.css';

/**
 * Advanced > Network watchdog (spec 2, 3, 5): watchcat pings two addresses every interval and,
 * when none answered for three intervals, restarts the watched uplink or reboots.
 */
export function NetwatchdogPage() {
  const stored = useOp(get_netwatchdog, {});
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_netwatchdog}
        save={set_netwatchdog}
        title="netwatchdog.title"
        lead={<ShippedWatchcatNote />}
        fields={[
          {
            name: 'action',
            label: 'netwatchdog.action',
            widget: 'radio',
            options: [
              { value: 'none', label: 'netwatchdog.actions.none' },
              { value: 'netrestart', label: 'netwatchdog.actions.netrestart' },
              { value: 'sysrestart', label: 'netwatchdog.actions.sysrestart' },
            ],
            hint: 'netwatchdog.actionHint',
          },
          { name: 'cellularFirst', label: 'netwatchdog.cellularFirst', hint: 'netwatchdog.cellularFirstHint', dependsOn: { action: 'netrestart' } },
          { name: 'pingHost1', label: 'netwatchdog.pingHost1', placeholder: 'netwatchdog.hostPlaceholder', dependsOn: { action: ['netrestart', 'sysrestart'] } },
          { name: 'pingHost2', label: 'netwatchdog.pingHost2', hint: 'netwatchdog.pingHost2Hint', dependsOn: { action: ['netrestart', 'sysrestart'] } },
          { name: 'interval', label: 'netwatchdog.interval', unit: 'netwatchdog.seconds', hint: 'netwatchdog.intervalHint', dependsOn: { action: ['netrestart', 'sysrestart'] } },
        ]}
        // Hidden while the action is none: what was stored is sent back, and the device keeps it.
        transformSave={(values) => ({ ...stored.data, ...values }) as OpInput<typeof set_netwatchdog>}
      />
      <WatchdogStatus />
    </div>
  );
}
