import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get_lan_config, set_lan_config } from '@rc/contract/ops/network/lan';
import type { FieldDecl } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { consoleUrlAt } from './console-url';
import { LanMoveNotice } from './lan-move-notice';
import { LanState } from './lan-state';
import { useLanConfig } from './use-lan';
import { pendingApplyStore } from '../../../lib/pending-apply';
import '../interface-page.css';

const fields: FieldDecl<'ipaddr' | 'netmask'>[] = [
  { name: 'ipaddr', label: 'network-lan.ipaddr', widget: 'ip' },
  { name: 'netmask', label: 'network-lan.netmask', widget: 'ip' },
];

// Long enough to read where the console goes, short enough that the device has applied the address.
const MOVE_DELAY_MS = 5_000;

/** Network > LAN (spec 2): address and mask, and the status table. A new address moves the console there. */
export function LanPage() {
  const { t } = useTranslation();
  const { data: loaded } = useLanConfig();
  const [movingTo, setMovingTo] = useState<string | null>(null);
  const current = loaded?.ipaddr ?? '';

  useEffect(() => {
    if (!movingTo) return;
    const timer = setTimeout(() => window.location.assign(movingTo), MOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [movingTo]);

  return (
    <div className="page-sections iface-page">
      {movingTo && (
        <p className="iface-page__notice" role="alert">
          {t('network-lan.moving')} <a href={movingTo}>{movingTo}</a>
        </p>
      )}
      <div className="card page-card">
        <SettingsForm
          read={get_lan_config}
          save={set_lan_config}
          title="network-lan.title"
          fields={fields}
          confirm={(input) => (input.ipaddr !== current ? 'network-lan.moveConfirm' : undefined)}
          onSaved={(input) => {
            // A change awaiting confirmation: its dialog follows the console to a moved address
            // with the change's token (issue 15), and a revert leaves it here (issue 30.4).
            if (input.ipaddr !== current && !pendingApplyStore.get()) setMovingTo(consoleUrlAt(input.ipaddr));
          }}
        >
          <LanMoveNotice current={current} />
        </SettingsForm>
      </div>
      <LanState />
    </div>
  );
}
