import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { get_disks } from '@rc/contract/ops/service/disk';
import { get_samba, get_share_folders, set_samba } from '@rc/contract/ops/service/samba';
import { useOp } from '../../../lib/use-op';
import { FactsList } from '../../../ui/facts-list';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';
import { shareAddresses } from './share-address';

/**
 * Service > File sharing (spec 2, 3): a Samba share of a directory on a mounted disk. The account
 * is the administrator's, with the factory initial password until changed here (spec 6).
 */
export function FilePage() {
  const queryClient = useQueryClient();
  // The mounted disks' folders to pick the share from; a path typed by hand is still taken.
  const folders = useOp(get_share_folders, {});
  const folderOptions = (folders.data?.folders ?? []).map((folder) => ({ value: folder.path, label: folder.path }));
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_samba}
        save={set_samba}
        title="samba.title"
        // The disk tab shows which partition the share serves.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [get_disks.op] })}
        fields={[
          { name: 'enabled', label: 'samba.enabled' },
          { name: 'name', label: 'samba.name', hint: 'samba.nameHint' },
          { name: 'username', label: 'samba.usernameField', hint: 'samba.usernameHint' },
          { name: 'password', label: 'samba.passwordField', widget: 'password', reveal: true, hint: 'samba.passwordKeep' },
          { name: 'path', label: 'samba.pathField', hint: 'samba.pathHint', widget: 'suggest', options: folderOptions },
          { name: 'hosts', label: 'samba.hostsField', hint: 'samba.hostsHint', widget: 'client-ip-list' },
        ]}
      >
        <SambaAccess />
      </SettingsForm>
    </div>
  );
}

/** What get_samba answers beside the settings (the form holds it as loaded), and the mounted disks. */
function SambaAccess() {
  const { t } = useTranslation();
  const { watch } = useFormContext();
  const disks = useOp(get_disks, {});
  const mountPoints = (disks.data?.partitions ?? []).filter((p) => p.mounted === '1').map((p) => p.target);
  const server = String(watch('server') ?? '');
  const address = shareAddresses(server, String(watch('name') ?? ''));
  return (
    <div className="settings-form__note">
      {watch('password_factory') === '1' && <p className="settings-field__hint">{t('samba.passwordFactory')}</p>}
      <FactsList
        label={t('samba.access')}
        facts={[
          { key: 'server', label: t('samba.server'), value: server },
          { key: 'share', label: t('samba.shareWindows'), value: address.windows, mono: true },
          { key: 'shareMac', label: t('samba.shareMac'), value: address.mac, mono: true },
          { key: 'mounts', label: t('samba.mountPoints'), value: mountPoints.length ? mountPoints.join(', ') : t('samba.noMountPoints') },
        ]}
      />
    </div>
  );
}
