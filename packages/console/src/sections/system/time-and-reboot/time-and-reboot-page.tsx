import { get_ntp, get_timed_reboot, set_ntp, set_timed_reboot } from '@rc/contract/ops/system/time-and-reboot';
import { zoneNames } from '@rc/contract/timezones';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { SyncNow } from './sync-now';
import './time-and-reboot-page.css';

const zoneOptions = zoneNames.map((zone) => ({ value: zone, label: zone }));

/** System > Time settings (spec 2 "NTP time sync and scheduled reboot"; the header's "Time to Restart" lands here). */
export function TimeAndRebootPage() {
  return (
    <div className="system-settings">
      <SettingsForm
        read={get_ntp}
        save={set_ntp}
        title="system-settings.ntpTitle"
        fields={[
          { name: 'enabled', label: 'system-settings.enabled' },
          { name: 'preferredServer', label: 'system-settings.preferredServer', hint: 'system-settings.serverHint', dependsOn: { enabled: '1' } },
          { name: 'alternateServer', label: 'system-settings.alternateServer', dependsOn: { enabled: '1' } },
          { name: 'enableServer', label: 'system-settings.enableServer', hint: 'system-settings.enableServerHint' },
          { name: 'zonename', label: 'system-settings.zonename', widget: 'select', options: zoneOptions },
        ]}
      >
        <SyncNow />
      </SettingsForm>
      <SettingsForm
        read={get_timed_reboot}
        save={set_timed_reboot}
        title="system-settings.rebootTitle"
        fields={[
          { name: 'enabled', label: 'system-settings.rebootEnabled' },
          {
            name: 'method',
            label: 'system-settings.method',
            widget: 'radio',
            options: [
              { value: 'daily', label: 'system-settings.daily' },
              { value: 'weekly', label: 'system-settings.weekly' },
            ],
            dependsOn: { enabled: '1' },
          },
          { name: 'time', label: 'system-settings.time', widget: 'time', hint: 'system-settings.timeHint', dependsOn: { enabled: '1' } },
          { name: 'weekdays', label: 'system-settings.weekdays', widget: 'weekdays', dependsOn: { enabled: '1', method: 'weekly' } },
        ]}
      />
    </div>
  );
}
