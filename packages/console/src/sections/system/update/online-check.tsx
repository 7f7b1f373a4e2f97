import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import { upgrade_check_online, upgrade_remote } from '@rc/contract/ops/system/update';
import { callOp } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { PageSection } from '../../../ui/page-section';
import { upgradeFailureKey } from './upgrade-failure';
import { UpgradeConfirm } from './upgrade-confirm';
import type { UpgradeChoice, useUpgradeRun } from './use-upgrade';
import { OutsideText } from '../../../ui/outside-text';

type Found = OpOutput<typeof upgrade_check_online>;

interface OnlineCheckProps {
  choice: UpgradeChoice;
  upgrade: ReturnType<typeof useUpgradeRun>;
}

/** Spec 2 "online upgrade": ask the vendor's server; offer its newer image, or say this one is the latest. */
export function OnlineCheck({ choice, upgrade }: OnlineCheckProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<Found | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const check = async () => {
    setChecking(true);
    setFound(undefined);
    setMessage(undefined);
    try {
      setFound(await callOp(upgrade_check_online, {}));
    } catch (error) {
      if (isApiError(error) && !error.handled) setMessage(error.msg ? t(error.msg, { defaultValue: error.msg }) : resultMessage(error.code));
    } finally {
      setChecking(false);
    }
  };

  const install = () => {
    if (!found?.url) return;
    upgrade.start(() => callOp(upgrade_remote, { url: found.url, ...choice })).catch((failure: unknown) => {
      const key = upgradeFailureKey(failure, 'url');
      if (key) setMessage(t(key));
    });
  };

  return (
    <PageSection title={t('system-update.onlineTitle')}>
      <div className="system-update__online" aria-live="polite">
        <button type="button" className="button" disabled={checking || upgrade.busy} onClick={() => void check()}>
          {checking ? t('system-update.checking') : t('system-update.check')}
        </button>
        {found?.latest && <p className="system-update__verdict">{t('system-update.latest')}</p>}
        {found && !found.latest && (
          <div className="system-update__verdict">
            <p>{t('system-update.available', { version: found.version })}</p>
            {found.description && <p className="system-update__description"><OutsideText text={found.description} /></p>}
            <button type="button" className="button button--primary" disabled={upgrade.busy} onClick={() => setConfirming(true)}>
              {t('system-update.upgradeNow')}
            </button>
          </div>
        )}
        {message && <p className="settings-field__error" role="alert">{message}</p>}
      </div>
      <UpgradeConfirm
        open={confirming}
        onOpenChange={setConfirming}
        message={t('system-update.confirmLocal', { version: found?.version ?? '' })}
        confirmLabel={t('system-update.upgradeNow')}
        keep={choice.keep}
        onConfirm={install}
      />
    </PageSection>
  );
}
