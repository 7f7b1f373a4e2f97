import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get_blacklist, set_blacklist } from '@rc/contract/ops/advanced/blacklist';
import { get_terminals } from '@rc/contract/ops/network/clients';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { ListedHosts } from './listed-hosts';
import '../../../ui/page-sections.css';
import './black-list-page.css';

/**
 * Advanced > Black list (spec 2, 5): MACs one per line whose traffic through the router is
 * rejected; the same list as Network > Terminal's prohibit access.
 */
export function BlackListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_blacklist}
        save={set_blacklist}
        title="blacklist.title"
        fields={[{ name: 'macs', label: 'blacklist.macs', widget: 'client-mac-list', hint: 'blacklist.macsHint' }]}
        // The terminal tab shows the same list.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [get_terminals.op] })}
      >
        <p>{t('blacklist.intro')}</p>
        <ListedHosts />
      </SettingsForm>
    </div>
  );
}
