import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { useDeviceNames } from '../../../ui/combobox/known-clients';
import { forwardColumns, type ForwardRow } from './forward-columns';

/**
 * The port forwards made in LuCI (anonymous redirects): fw4 applies them like this page's, so they
 * are shown and counted in the overlap check, but edited only where they were made.
 */
export function OtherForwards({ rules }: { rules: readonly ForwardRow[] }) {
  const { t } = useTranslation();
  const names = useDeviceNames();
  if (rules.length === 0) return null;
  return (
    <PageSection title={t('forwarding.otherTitle')}>
      <p>{t('forwarding.otherIntro')}</p>
      <DataTable caption={t('forwarding.otherTitle')} columns={forwardColumns<ForwardRow>(t, names)} rows={[...rules]} rowKey={(rule) => `${rule.id}/${rule.name}/${rule.protocol}/${rule.externalPort}`} />
    </PageSection>
  );
}
