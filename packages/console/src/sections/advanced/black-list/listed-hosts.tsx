import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMac } from '@rc/contract/datatypes';
import type { OpOutput } from '@rc/contract/op';
import type { get_blacklist_hosts } from '@rc/contract/ops/advanced/blacklist';
import { BlacklistLimits } from '@rc/contract/ops/advanced/blacklist-fields';
import { DataTable, type Column } from '../../../ui/data-table';
import { useBlacklistHosts } from './use-blacklist';

type Host = OpOutput<typeof get_blacklist_hosts>['hosts'][number];

/** The list's MACs with the names the router knows, and the known devices one click adds. */
export function ListedHosts() {
  const { t } = useTranslation();
  const form = useFormContext();
  const watched: unknown = useWatch({ name: 'macs' });
  const macs = Array.isArray(watched) ? watched.filter((mac): mac is string => isMac(mac)).map((mac) => mac.toUpperCase()) : [];
  const { data } = useBlacklistHosts();
  const known = new Map((data?.hosts ?? []).map((host) => [host.mac, host]));
  const rows: Host[] = [...new Set(macs)].map((mac) => known.get(mac) ?? { mac, hostname: '', ip: '', online: false, self: false });
  const addable = (data?.hosts ?? []).filter((host) => !macs.includes(host.mac) && !host.self);
  const full = macs.length >= BlacklistLimits.maxEntries;
  const name = (host: Host) => host.hostname || host.mac;

  const add = (host: Host) => {
    const current: unknown = form.getValues('macs');
    const lines = Array.isArray(current) ? (current as string[]) : [];
    form.setValue('macs', [...lines, host.mac], { shouldDirty: true, shouldValidate: true });
  };

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
      {addable.length > 0 && (
        <div className="blacklist__known">
          <h3 className="page-sections__subtitle">{t('blacklist.knownTitle')}</h3>
          <ul className="blacklist__known-list">
            {addable.map((host) => (
              <li key={host.mac}>
                <span>{host.hostname || t('blacklist.unknown')}</span>
                <span className="blacklist__mac">{host.mac}</span>
                <button type="button" className="button" disabled={full} onClick={() => add(host)} aria-label={t('blacklist.addEntry', { name: name(host) })}>
                  {t('blacklist.add')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
