import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { forwardColumns, type ForwardRow } from './forward-columns';

/**
 * The port forwards made in LuCI (anonymous redirects): fw4 applies them like this page's, so they
 * are shown and counted in the overlap check, but edited only where they were made.
 */
export function OtherForwards({ rules }: { rules: readonly ForwardRow[] }) {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <PageSection title={t('forwarding.otherTitle')}>
      <p>{t('forwarding.otherIntro')}</p>
      <DataTable caption={t('forwarding.otherTitle')} columns={forwardColumns<ForwardRow>(t)} rows={[...rules]} rowKey={(rule) => `${rule.id}/${rule.name}/${rule.protocol}/${rule.externalPort}`} />
    </PageSection>
  );
}
