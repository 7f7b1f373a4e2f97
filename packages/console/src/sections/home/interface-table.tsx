import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_interface_status } from '@rc/contract/ops/home';
import { useInterfaces } from './use-home';

type Row = OpOutput<typeof get_interface_status>['interfaces'][number];

const fields = ['macaddr', 'ipaddr', 'netmask', 'gateway', 'dns'] as const;

function cell(row: Row | undefined, field: (typeof fields)[number]): string {
  if (!row) return '--';
  const value = field === 'dns' ? (Array.isArray(row.dns) ? row.dns.join(', ') : '') : row[field];
  return value || '--';
}

/** Spec 2: WAN and LAN side by side, one row per fact, so that it fits a phone. */
export function InterfaceTable() {
  const { t } = useTranslation();
  const { data } = useInterfaces();
  const rows = Array.isArray(data?.interfaces) ? data.interfaces : [];
  const wan = rows.find((row) => row.name === 'wan');
  const lan = rows.find((row) => row.name === 'lan');
  const state = (row: Row | undefined) =>
    row ? <span className={row.up ? 'badge badge--ok' : 'badge badge--bad'}>{t(row.up ? 'home.up' : 'home.down')}</span> : '--';
  return (
    <section className="card" aria-labelledby="home-interfaces-title">
      <div className="card__header">
        <h2 id="home-interfaces-title">{t('home.interfaces')}</h2>
      </div>
      <div className="table-scroll">
        <table className="data-table interface-table">
          <thead>
            <tr>
              <td />
              <th scope="col">WAN</th>
              <th scope="col">LAN</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('home.state')}</th>
              <td>{state(wan)}</td>
              <td>{state(lan)}</td>
            </tr>
            <tr>
              <th scope="row">{t('home.proto')}</th>
              <td>{wan?.proto ? t(`home.protos.${wan.proto}`, { defaultValue: wan.proto }) : '--'}</td>
              <td>{lan?.proto ? t(`home.protos.${lan.proto}`, { defaultValue: lan.proto }) : '--'}</td>
            </tr>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{t(`home.${field}`)}</th>
                <td>{cell(wan, field)}</td>
                <td>{cell(lan, field)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
