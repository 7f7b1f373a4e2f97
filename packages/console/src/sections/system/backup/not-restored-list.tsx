import { useTranslation } from 'react-i18next';
import type { RestorePreview } from './use-restore';

type NotRestored = RestorePreview['notRestored'][number];

/**
 * Issue 39.3: what the backup holds that the restore leaves out (device restorable-options.ts), each
 * as `uci show` names it (dhcp.@dnsmasq[0].dhcpscript) with the reason.
 */
export function NotRestoredList({ parts }: { parts: NotRestored[] }) {
  const { t } = useTranslation();
  if (parts.length === 0) return null;
  return (
    <section className="restore-preview__not-restored" aria-labelledby="restore-not-restored">
      <h3 id="restore-not-restored">{t('system-backup.notRestoredTitle', { count: parts.length })}</h3>
      <p>{t('system-backup.notRestoredIntro')}</p>
      <ul>
        {parts.map((part) => (
          <li key={`${part.package}.${part.section}.${part.option}`}>
            <code>{[part.package, part.section, part.option].filter(Boolean).join('.')}</code>
            {part.type && <span> ({part.type})</span>}: {t(`system-backup.notRestoredReason.${part.reason}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
