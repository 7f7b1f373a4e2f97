import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get_cloud_login, get_cloud_login_status, set_cloud_login } from '@rc/contract/ops/service/cloud-login';
import { CloudBadge, useCloudStatus } from '../../../ui/cloud-state';
import { FactsList } from '../../../ui/facts-list';
import { PageSection } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { WebLink } from '../../../ui/web-link';
import '../../../ui/page-sections.css';

/** Service > Cloud login (spec 2, 3): use cloud login and the server; the session the cloud reports. */
export function CloudLoginPage() {
  const queryClient = useQueryClient();
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_cloud_login}
        save={set_cloud_login}
        title="cloud.login.title"
        fields={[
          { name: 'enabled', label: 'cloud.login.enabled' },
          { name: 'server', label: 'cloud.login.server', hint: 'cloud.login.serverHint', placeholder: 'cloud.login.serverPlaceholder' },
        ]}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [get_cloud_login_status.op] })}
      />
      <CloudLoginState />
    </div>
  );
}

function CloudLoginState() {
  const { t } = useTranslation();
  const status = useCloudStatus(get_cloud_login_status);
  const data = status.data;
  return (
    <PageSection title={t('cloud.state.title')}>
      {status.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && (
        <FactsList
          label={t('cloud.state.title')}
          facts={[
            { key: 'state', label: t('cloud.state.connection'), value: <CloudBadge logged={data.logged === '1'} /> },
            { key: 'reason', label: t('cloud.state.reason'), value: data.reason ? t(`cloud.state.reasons.${data.reason}`) : '--' },
            { key: 'cloudId', label: t('cloud.state.cloudId'), value: data.cloudId || '--', mono: true },
            {
              key: 'remoteUrl',
              label: t('cloud.state.remoteUrl'),
              value: data.remoteUrl ? <WebLink url={data.remoteUrl} /> : '--',
            },
          ]}
        />
      )}
    </PageSection>
  );
}
