import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsList } from '../../../ui/facts-list';
import { PageSection } from '../../../ui/page-section';
import { KeepConfigSwitch } from './keep-config-switch';
import { LocalUpgrade } from './local-upgrade';
import { OnlineCheck } from './online-check';
import { RemoteUpgrade } from './remote-upgrade';
import { UpgradeStatus } from './upgrade-status';
import { type UpgradeChoice, useFirmwareInfo, useUpgradeRun } from './use-upgrade';
import { AllowDowngradeCheck } from './allow-downgrade-check';
import '../../../ui/settings-form/settings-form.css';
import '../../../ui/page-sections.css';
import './update-page.css';

/** System > Upgrade (spec 2): local, remote and online upgrade, one keep-configuration flag for all. */
export function UpdatePage() {
  const { t } = useTranslation();
  const info = useFirmwareInfo();
  const upgrade = useUpgradeRun();
  const [choice, setChoice] = useState<UpgradeChoice>({ keep: '1', allowDowngrade: '0' });
  // A stock OpenWrt router flashes its own images: sysupgrade knows no versions to downgrade, and
  // it fetches no image from a URL or a vendor's server (packages/router/src/ubus/router-firmware.ts).
  const signed = info.data?.imageFormat !== 'sysupgrade';
  return (
    <div className="page-sections">
      <PageSection title={t('system-update.current')}>
        {info.isPending && <p role="status">{t('form.loading')}</p>}
        {info.isError && <p role="alert">{t('form.loadFailed')}</p>}
        {info.data && (
          <FactsList
            facts={[
              { key: 'version', label: t('system-update.version'), value: info.data.sysversion },
              { key: 'date', label: t('system-update.buildDate'), value: info.data.buildDate },
              { key: 'model', label: t('system-update.model'), value: info.data.model, mono: true },
            ]}
          />
        )}
      </PageSection>
      <KeepConfigSwitch value={choice.keep} onChange={(keep) => setChoice({ ...choice, keep })} disabled={upgrade.busy} sysupgrade={info.data?.imageFormat === 'sysupgrade'} />
      {signed && <AllowDowngradeCheck value={choice.allowDowngrade} onChange={(allowDowngrade) => setChoice({ ...choice, allowDowngrade })} disabled={upgrade.busy} />}
      <UpgradeStatus run={upgrade.run} />
      {info.data && <LocalUpgrade model={info.data.model} maxImageBytes={info.data.maxImageBytes} imageFormat={info.data.imageFormat} choice={choice} upgrade={upgrade} />}
      {signed && <RemoteUpgrade choice={choice} upgrade={upgrade} />}
      {signed && <OnlineCheck choice={choice} upgrade={upgrade} />}
    </div>
  );
}
