import { useTranslation } from 'react-i18next';
import { get_ntp, set_ntp } from '@rc/contract/ops/system/time-and-reboot';
import { zoneNames } from '@rc/contract/timezones';
import { Link } from '../../../ui/link';
import { DeviceTimeLine, PageSection } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { SyncNow } from './sync-now';
import './time-and-reboot-page.css';

const zoneOptions = zoneNames.map((zone) => ({ value: zone, label: zone }));

/**
 * System > Time settings (spec 2 "NTP time sync and scheduled reboot"): the device's clock, NTP and
 * the zone. The restart schedule has one page, System > Reboot schedule (issue 30.12): a link here.
 */
export function TimeAndRebootPage() {
  const { t } = useTranslation();
  return (
    <div className="system-settings">
      <DeviceTimeLine />
      <SettingsForm
        read={get_ntp}
        save={set_ntp}
        title="system-settings.ntpTitle"
        fields={[
          { name: 'enabled', label: 'system-settings.enabled' },
          { name: 'preferredServer', label: 'system-settings.preferredServer', hint: 'system-settings.serverHint', dependsOn: { enabled: '1' } },
          { name: 'alternateServer', label: 'system-settings.alternateServer', dependsOn: { enabled: '1' } },
          // sysntpd runs no ntpd at all with the client off, so the server switch goes with it
          { name: 'enableServer', label: 'system-settings.enableServer', hint: 'system-settings.enableServerHint', dependsOn: { enabled: '1' } },
          { name: 'zonename', label: 'system-settings.zonename', widget: 'select', options: zoneOptions },
        ]}
      >
        <SyncNow />
      </SettingsForm>
      <PageSection title={t('system-settings.rebootTitle')}>
        <p>
          {t('system-settings.rebootMoved')} <Link to="/system/reboot">{t('system-settings.rebootLink')}</Link>
        </p>
      </PageSection>
    </div>
  );
}
