import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMac } from '@rc/contract/datatypes';
import type { OpOutput } from '@rc/contract/op';
import type { get_blacklist_hosts } from '@rc/contract/ops/advanced/blacklist';
import { DataTable, type Column } from '../../../ui/data-table';
import { useBlacklistHosts } from './use-blacklist';

type Host = OpOutput<typeof get_blacklist_hosts>['hosts'][number];

/** The list's MACs with the names the router knows; the field's picker (ui/combobox) adds known devices. */
export function ListedHosts() {
  const { t } = useTranslation();
  const watched: unknown = useWatch({ name: 'macs' });
  const macs = Array.isArray(watched) ? watched.filter((mac): mac is string => isMac(mac)).map((mac) => mac.toUpperCase()) : [];
  const { data } = useBlacklistHosts();
  const known = new Map((data?.hosts ?? []).map((host) => [host.mac, host]));
  const rows: Host[] = [...new Set(macs)].map((mac) => known.get(mac) ?? { mac, hostname: '', ip: '', online: false, self: false });

  const columns: Column<Host>[] = [
    { key: 'mac', header: t('blacklist.mac'), cell: (host) => <span className="blacklist__mac">{host.mac}</span>, identifier: true },
    { key: 'hostname', header: t('blacklist.hostname'), cell: (host) => host.hostname || t('blacklist.unknown') },
    {
      key: 'state',
      header: t('blacklist.state'),
      cell: (host) => (host.self ? t('blacklist.thisDevice') : host.online ? `${t('blacklist.online')} ${host.ip}` : t('blacklist.offline')),
    },
  ];

  return (
    <div className="blacklist">
      <DataTable caption={t('blacklist.listedCaption')} columns={columns} rows={rows} rowKey={(host) => host.mac} empty={t('blacklist.empty')} />
    </div>
  );
}
