import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIpv4 } from '@rc/contract/datatypes';
import { consoleUrlAt } from './console-url';

/** Warns, while the address is being edited, that saving moves the console to the new address. */
export function LanMoveNotice({ current }: { current: string }) {
  const { t } = useTranslation();
  const ipaddr = useWatch({ name: 'ipaddr' }) as unknown;
  const moves = isIpv4(ipaddr) && ipaddr !== current;
  return (
    <div role="status">
      {moves && <p className="iface-page__notice">{t('network-lan.moveNotice', { url: consoleUrlAt(ipaddr) })}</p>}
    </div>
  );
}
