import { get_ddns, set_ddns } from '@rc/contract/ops/advanced/ddns';
import { DdnsHttpsOnly, DdnsProviders } from '@rc/contract/ops/advanced/ddns-fields';
import { PrivateWanNotice } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { DdnsState } from './ddns-state';
import { ProviderHint } from './provider-hint';
import '../../../ui/page-sections.css';

const whenOn = { enabled: '1' } as const;
// The others always use HTTPS: no choice to show.
const httpsChoice = DdnsProviders.filter((provider) => !DdnsHttpsOnly.includes(provider));

/** Advanced > DDNS (spec 2, 3, 5): ddns-scripts' service, its status, log and "Update now". */
export function DdnsPage() {
  return (
    <div className="page-sections">
      <PrivateWanNotice area="forwarding" text="forwarding.privateWanDdns" />
      <SettingsForm
        read={get_ddns}
        save={set_ddns}
        title="ddns.title"
        fields={[
          { name: 'enabled', label: 'ddns.enabled' },
          {
            name: 'provider',
            label: 'ddns.provider',
            widget: 'select',
            options: DdnsProviders.map((provider) => ({ value: provider, label: `ddns.providers.${provider}` })),
            dependsOn: whenOn,
          },
          { name: 'updateUrl', label: 'ddns.updateUrl', required: true, hint: 'ddns.updateUrlHint', placeholder: 'ddns.updateUrlPlaceholder', dependsOn: { ...whenOn, provider: 'custom' } },
          { name: 'domain', label: 'ddns.domain', required: true, dependsOn: whenOn },
          { name: 'username', label: 'ddns.username', required: true, dependsOn: whenOn },
          { name: 'password', label: 'ddns.password', widget: 'password', reveal: true, hint: 'ddns.passwordKeep', dependsOn: whenOn },
          { name: 'useHttps', label: 'ddns.useHttps', hint: 'ddns.useHttpsHint', dependsOn: { ...whenOn, provider: httpsChoice } },
          { name: 'interval', label: 'ddns.interval', required: true, unit: 'ddns.seconds', hint: 'ddns.intervalHint', dependsOn: whenOn },
          { name: 'timeout', label: 'ddns.timeout', unit: 'ddns.seconds', hint: 'ddns.timeoutHint', dependsOn: whenOn },
          { name: 'logLines', label: 'ddns.logLines', unit: 'ddns.lines', hint: 'ddns.logLinesHint', dependsOn: whenOn },
          { name: 'remark', label: 'ddns.remark', dependsOn: whenOn },
        ]}
      >
        <ProviderHint />
      </SettingsForm>
      <DdnsState />
    </div>
  );
}
