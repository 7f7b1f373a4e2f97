import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgrade_remote } from '@rc/contract/ops/system/update';
import { callOp } from '../../../lib/api-client';
import { FieldRow } from '../../../ui/field-row';
import { upgradeFailureKey } from './upgrade-failure';
import { UpgradeForm } from './upgrade-form';
import type { UpgradeChoice, useUpgradeRun } from './use-upgrade';

interface RemoteUpgradeProps {
  choice: UpgradeChoice;
  upgrade: ReturnType<typeof useUpgradeRun>;
}

const urlRule = upgrade_remote.input.shape.url;

/** Spec 2 "remote upgrade": the device downloads the image itself, under the same checks. */
export function RemoteUpgrade({ choice, upgrade }: RemoteUpgradeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const validate = () => {
    const checked = urlRule.safeParse(url.trim());
    if (checked.success) setError(undefined);
    else setError(url.trim() === '' ? 'validation.fileRequired' : (checked.error.issues[0]?.message ?? 'validation.httpUrl'));
    return checked.success;
  };

  const send = () => {
    upgrade.start(() => callOp(upgrade_remote, { url: url.trim(), ...choice })).catch((failure: unknown) => setError(upgradeFailureKey(failure, 'url')));
  };

  return (
    <UpgradeForm
      title={t('system-update.remoteTitle')}
      submitLabel={t('system-update.remoteUpgrade')}
      confirmMessage={t('system-update.confirmRemote')}
      keep={choice.keep}
      busy={upgrade.busy}
      validate={validate}
      onConfirm={send}
    >
      <FieldRow
        id={id}
        label={t('system-update.url')}
        hint={t('system-update.urlHint')}
        error={error && t(error)}
        input={(aria) => (
          <div className="settings-field__input">
            <input
              id={id}
              className="field__input"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="http://"
              maxLength={2048}
              value={url}
              disabled={upgrade.busy}
              {...aria}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
          </div>
        )}
      />
    </UpgradeForm>
  );
}
