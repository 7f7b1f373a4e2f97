import { get_reboot_schedule, set_reboot_schedule } from '@rc/contract/ops/system/reboot-schedule';
import { DeviceTimeLine } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';

/**
 * System > Reboot schedule (spec 2 "auto reboot by weekdays"): the device reboots itself then, by
 * its own clock, shown above. The one place for the schedule: Time settings and the header link here.
 */
export function RebootSchedulePage() {
  return (
    <div className="page-sections">
      <DeviceTimeLine />
      <SettingsForm
      read={get_reboot_schedule}
      save={set_reboot_schedule}
      title="system-reboot.title"
      fields={[
        { name: 'enabled', label: 'system-reboot.enabled', hint: 'system-reboot.enabledHint' },
        { name: 'time', label: 'system-reboot.time', widget: 'time', hint: 'system-reboot.timeHint', dependsOn: { enabled: '1' } },
        { name: 'weekdays', label: 'system-reboot.weekdays', widget: 'weekdays', dependsOn: { enabled: '1' } },
      ]}
      />
    </div>
  );
}
