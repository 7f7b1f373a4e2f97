import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import type { OpOutput } from '@rc/contract/op';
import type { get_terminals } from '@rc/contract/ops/network/clients';
import { durationText } from '../../../lib/duration-text';
import { Bytes } from '../../../ui/bytes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/data-table-phone.css';
import { PageSection } from '../../../ui/page-section';
import { SignalBars } from '../../../ui/signal-bars';
import { deviceName } from '../../../lib/device-name';
import { macVendor, useVendorTable } from '../../../lib/mac-vendor';
import { useTerminalRates, } from '../../../lib/use-terminal-rates';
import { RenameDialog, type RenameTarget } from './rename-dialog';
import { TerminalActions } from './terminal-actions';
import { useTerminalBlock, useTerminals } from './use-clients';
import { OutsideText } from '../../../ui/outside-text';

type Terminal = OpOutput<typeof get_terminals>['terminals'][number];

const shownName = deviceName;

/** The device a link named (`#/network/terminal?device=MAC`, from Home's top devices). */
const linkedDevice = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('device')?.toUpperCase();

/** Spec 2 and issue 30.11: the connected devices with rates, vendor, signal and their actions. */
export function TerminalTable() {
  const { t } = useTranslation();
  const { data, dataUpdatedAt, isPending, isError } = useTerminals();
  const rates = useTerminalRates(data?.terminals, dataUpdatedAt);
  const block = useTerminalBlock();
  const [asking, setAsking] = useState<Terminal | null>(null);
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const blocked = new Set(data?.blocked ?? []);
  const timeBlocked = new Set(Array.isArray(data?.timeBlocked) ? data.timeBlocked : []);
  const stateOf = (mac: string) => (blocked.has(mac) ? 'blocked' : timeBlocked.has(mac) ? 'timeBlocked' : 'allowed');
  const online = new Set((data?.terminals ?? []).map((terminal) => terminal.mac));
  const offline = [...blocked].filter((mac) => !online.has(mac));

  const vendors = useVendorTable();
  const linked = linkedDevice();
  const counted = (terminal: Terminal) => terminal.rxBytes > 0 || terminal.txBytes > 0;
  const rateOf = (terminal: Terminal) => (counted(terminal) ? rates.get(terminal.mac) : undefined);
  useEffect(() => {
    if (linked && data) document.querySelector('.network-terminal tr[aria-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [linked, data]);

  // Issue 43.2: the rates come right after the name, so that no pinned column covers them and no
  // sideways scrolling is needed to see who uses the bandwidth; each orders the list.
  const columns: Column<Terminal>[] = [
    {
      key: 'name',
      header: t('network-terminal.name'),
      cell: (terminal) => <NameCell terminal={terminal} onRename={() => setRenaming(terminal)} />,
      phone: 'title',
      sort: { value: (terminal) => shownName(terminal).toLowerCase(), first: 'ascending', label: t('network-terminal.sortName') },
    },
    {
      key: 'down',
      header: t('network-terminal.down'),
      cell: (terminal) => <RateCell rate={rateOf(terminal)?.down} way="down" terminal={terminal} />,
      align: 'end',
      phone: 'line',
      sort: { value: (terminal) => rateOf(terminal)?.down, first: 'descending', label: t('network-terminal.sortDown') },
    },
    {
      key: 'up',
      header: t('network-terminal.up'),
      cell: (terminal) => <RateCell rate={rateOf(terminal)?.up} way="up" terminal={terminal} />,
      align: 'end',
      phone: 'line',
      sort: { value: (terminal) => rateOf(terminal)?.up, first: 'descending', label: t('network-terminal.sortUp') },
    },
    {
      key: 'address',
      header: t('network-terminal.address'),
      cell: (terminal) => (
        <span className="network-terminal__address">
          <span>{terminal.ip}</span>
          <span className="network-terminal__mac-vendor">
            <span>{terminal.mac}</span>
            <VendorText vendor={macVendor(terminal.mac, vendors)} />
          </span>
        </span>
      ),
      phone: 'line',
      identifier: true,
    },
    { key: 'connection', header: t('network-terminal.connection'), cell: (terminal) => <ConnectionCell terminal={terminal} /> },
    {
      key: 'access',
      header: t('network-terminal.access'),
      phone: 'end',
      cell: (terminal) => (
        <span className="network-terminal__access">
          <span className={`network-terminal__state network-terminal__state--${stateOf(terminal.mac)}`}>{t(`network-terminal.${stateOf(terminal.mac)}`)}</span>
          <TerminalActions
            target={{ mac: terminal.mac, ip: terminal.ip, label: shownName(terminal) }}
            blocked={blocked.has(terminal.mac)}
            busy={block.isPending}
            onBlock={() => setAsking(terminal)}
            onAllow={() => block.mutate({ mac: terminal.mac, blocked: false })}
            onRename={() => setRenaming(terminal)}
          />
        </span>
      ),
    },
  ];

  return (
    <PageSection title={t('network-terminal.title')}>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      <div className="network-terminal">
        <DataTable
          caption={t('network-terminal.caption')}
          columns={columns}
          rows={data?.terminals ?? []}
          rowKey={(terminal) => terminal.mac}
          current={(terminal) => terminal.mac.toUpperCase() === linked}
          empty={isPending ? t('form.loading') : t('network-terminal.empty')}
        />
      </div>
      <p className="network-terminal__note">{t('network-terminal.rateNote')}</p>
      {offline.length > 0 && (
        <div className="network-terminal__offline">
          <h3>{t('network-terminal.offlineTitle')}</h3>
          <ul className="network-terminal__offline-list">
            {offline.map((mac) => (
              <li key={mac}>
                <span className="network-terminal__mac">{mac}</span>
                <button type="button" className="button" disabled={block.isPending} onClick={() => block.mutate({ mac, blocked: false })} aria-label={t('network-terminal.allowEntry', { name: mac })}>
                  {t('network-terminal.allow')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('network-terminal.blockTitle')}
        message={asking ? t('network-terminal.blockQuestion', { name: shownName(asking), mac: asking.mac }) : ''}
        confirmLabel={t('network-terminal.block')}
        danger
        onConfirm={() => asking && block.mutate({ mac: asking.mac, blocked: true })}
      />
      <RenameDialog target={renaming} onClose={() => setRenaming(null)} />
    </PageSection>
  );
}

/** The shown name; when the administrator named it, the DHCP name follows in small print. */
function NameCell({ terminal, onRename }: { terminal: Terminal; onRename: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="network-terminal__name">
      <OutsideText className="network-terminal__name-text" text={shownName(terminal)} />
      {terminal.name && terminal.hostname && terminal.hostname !== terminal.name && (
        <OutsideText className="network-terminal__asked" text={t('network-terminal.asked', { hostname: terminal.hostname })} />
      )}
      <button type="button" className="icon-button network-terminal__wide network-terminal__rename" onClick={onRename} aria-label={t('network-terminal.renameEntry', { name: shownName(terminal) })} title={t('network-terminal.rename')}>
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
        </svg>
      </button>
    </span>
  );
}

function VendorText({ vendor }: { vendor: string | undefined }) {
  const { t } = useTranslation();
  if (vendor === 'private') return <span className="network-terminal__small" title={t('network-terminal.privateHint')}>{t('network-terminal.private')}</span>;
  return <span className="network-terminal__small">{vendor ?? t('network-terminal.unknownVendor')}</span>;
}

/** How the device is connected (with the Wi-Fi signal) over how long it has been. */
function ConnectionCell({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation();
  return (
    <span className="network-terminal__stack">
      <span className="network-terminal__wifi">
        {t(`network-terminal.via.${terminal.connection}`)}
        {terminal.signal !== undefined && (
          <>
            <SignalBars value={terminal.signal} label={t('network-terminal.signalLevel', { dbm: terminal.signal })} />
            <span className="network-terminal__small">{t('network-terminal.dbm', { dbm: terminal.signal })}</span>
          </>
        )}
      </span>
      <span className="network-terminal__small">{t('network-terminal.connectedFor', { time: durationText(t, terminal.connectedSeconds) })}</span>
    </span>
  );
}

/**
 * The rate one way since the last answer, the totals in the tooltip; '--' before a second answer or
 * without counters (a wired host on OpenWrt). On a phone's row an arrow says which way.
 */
function RateCell({ rate, way, terminal }: { rate: number | undefined; way: 'up' | 'down'; terminal: Terminal }) {
  const { t } = useTranslation();
  const counted = terminal.rxBytes > 0 || terminal.txBytes > 0;
  const totals = counted ? t('network-terminal.totals', { up: formatBytes(terminal.rxBytes, 1), down: formatBytes(terminal.txBytes, 1) }) : undefined;
  return (
    <span className="network-terminal__rate" title={totals}>
      <span className="network-terminal__phone-only" aria-hidden="true">
        {way === 'down' ? '↓' : '↑'}
      </span>
      {rate === undefined ? '--' : <Bytes value={rate} rate decimals={1} />}
    </span>
  );
}
